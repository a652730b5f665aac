import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LandingToaster } from './components/landing-toaster';
import { LandingRoute } from './routes/landing';

/**
 * Starts the landing page on its own, for a first visit to `/` (main.tsx): no router, no query
 * cache. Links to other pages are plain links (components/page-link) that load the app.
 */
export function startLanding(root: Root): void {
  root.render(
    <StrictMode>
      <LandingRoute />
      <LandingToaster />
    </StrictMode>,
  );
}
