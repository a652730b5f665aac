import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LandingToaster } from './components/landing-toaster';
import { LandingRoute } from './routes/landing';

/**
 * Starts the landing page on its own, for a first visit to `/` (main.tsx): no router, no query
 * cache. Links to other pages are plain links (components/page-link) that load the app.
 *
 * The first render is a transition, so React renders the page in slices of a few milliseconds
 * instead of one long task that would hold up a tap on a slow phone (total blocking time).
 */
export function startLanding(root: Root): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <LandingRoute />
        <LandingToaster />
      </StrictMode>,
    );
  });
}
