import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { CompiledCatalog } from '@worknest/shared/message-format';
import { activateLocale, addCatalogFiles, initialLocale, loadNamespaces, provideCatalog } from '../../lib/i18n';
import english from '../../locales/compiled/en/landing.json';
import { LandingToaster } from './components/landing-toaster';
import { LandingRoute } from './routes/landing';

/**
 * Starts the landing page on its own, for a first visit to `/` (main.tsx): no router, no query
 * cache. Links to other pages are plain links (components/page-link) that load the app.
 *
 * Issue 40 (ADR 0171): the English texts are in this entry, so an English first paint waits for
 * no catalog request; another language (the browser's, or the one chosen on this device) loads
 * its landing catalog first. The switcher's texts (shell) and what the first paint does not show
 * (`public`: the FAQ's answers, tooltips, dialogs, menu) load after it.
 *
 * The first render is a transition, so React renders the page in slices of a few milliseconds
 * instead of one long task that would hold up a tap on a slow phone (total blocking time).
 */
export function startLanding(root: Root): void {
  provideCatalog('en', 'landing', english as CompiledCatalog);
  // Only this page's catalogs (its modals' too) and the switcher's (the app registers them all, start-app).
  addCatalogFiles(import.meta.glob<CompiledCatalog>('/src/locales/compiled/*/{landing,shell,public}.json', { import: 'default' }));
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <LandingRoute />
          <LandingToaster />
        </StrictMode>,
      );
    });
  void activateLocale(initialLocale())
    .catch(() => undefined)
    .then(render)
    .then(() => loadNamespaces(['shell', 'public']))
    .catch(() => undefined);
}
