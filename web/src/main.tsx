import { createRoot } from 'react-dom/client';
import './styles.css';
import { firstPageRequests, startPageModule } from './app/page-modules';
import { hasSessionHint } from './lib/session-hint';
import { isAskingForMeFirst, sendEarly, USER_PATH } from './lib/early-requests';
import { warmIntlWhileLoading } from './lib/warm-intl';
import { inNextTask } from './lib/in-next-task';

/*
 * The one entry of index.html, which is served for every path (SPEC.md §2 routes are client-side).
 * - `/` for a visitor: the landing page on its own (features/landing/start-landing), with none of
 *   the signed-in app: no router, no query cache, no dialog code until a button asks for it. It is
 *   two chunks of its own (what it shares with the app, and its own code: web/split-landing.ts,
 *   ADR 0179), fetched together as soon as this entry runs, so app pages do not load it.
 * - Every other path, and `/` in a browser that had a session (lib/session-hint): the app with its
 *   router (app/start-app), whose `/` route sends members to /app/listings. The page's own module
 *   starts loading at the same time (app/page-modules.ts), not after the router, and so do
 *   the requests for "me" and the page's first data when the browser has a session hint
 *   (lib/early-requests.ts).
 * See docs/adr/0027-first-load-javascript-budgets.md.
 */
const root = createRoot(document.getElementById('root')!);

if (window.location.pathname === '/' && !hasSessionHint()) {
  void import('./features/landing/start-landing').then((landing) => landing.startLanding(root));
  // The fees' amounts: the locale data loads while the landing page's code is on the network.
  warmIntlWhileLoading(['amounts']);
} else {
  // "Me" and the page's first data go out now, beside the app's code, not after it
  // (lib/early-requests.ts): on the signed-in pages and `/`, whose route asks for "me" first. (Not
  // on /auth/verify, whose sign-in would make an answer sent before it stale.)
  const { pathname, search } = window.location;
  if (isAskingForMeFirst(pathname) && hasSessionHint()) sendEarly([USER_PATH, ...firstPageRequests(pathname, search)]);
  // ADR 0202 (amends 0201): the app's start, then the page's own chunks in the next task. Vite's preload helper
  // adds one <link rel="modulepreload"> per chunk, on the main thread; the start's eight chunks are
  // also the page's, so each task adds about half of them (together: one task of 45-100 ms).
  void import('./app/start-app').then((app) => app.startApp(root));
  inNextTask(() => startPageModule(pathname));
  // The locale data for dates and amounts loads while the code above is on the network (lib/warm-intl.ts).
  warmIntlWhileLoading();
}
