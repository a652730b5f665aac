import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './styles.css';
import { startPageModule } from './app/page-modules';
import { startLanding } from './features/landing/start-landing';
import { hasSessionHint } from './lib/session-hint';

/*
 * The one entry of index.html, which is served for every path (SPEC.md §2 routes are client-side).
 * - `/` for a visitor: the landing page on its own (features/landing/start-landing), with none of
 *   the signed-in app: no router, no query cache, no dialog code until a button asks for it. It is
 *   part of this entry, so a first visit to `/` downloads one script instead of a chain of them
 *   (issue 31 tried it as its own chunk: split, the landing page came to 104 KB instead of 97).
 * - Every other path, and `/` in a browser that had a session (lib/session-hint): the app with its
 *   router (app/start-app), whose `/` route sends members to /app/listings. The page's own module
 *   starts loading at the same time (app/page-modules.ts), not after the router.
 * See docs/adr/0027-first-load-javascript-budgets.md.
 */
const root = createRoot(document.getElementById('root')!);

if (window.location.pathname === '/' && !hasSessionHint()) {
  startLanding(root);
} else {
  startPageModule(window.location.pathname);
  void import('./app/start-app').then((app) => app.startApp(root));
}
