/*
 * The page modules of the signed-in pages members open most, by address (issue 31, ADR 0089).
 * main.tsx starts the current page's module together with the app's start, so the browser fetches
 * the page's code (and, through Vite's preload of its imports, every chunk it needs) in parallel
 * with the router instead of after it. The router's `lazy` imports the same modules: the browser
 * loads each once. A page missing here still works; it just starts a step later.
 */
const PAGES: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/app\/listings\/?$/, () => import('../features/listings/routes/listings')],
  [/^\/app\/listings\/[^/]+\/?$/, () => import('./routes/listing-detail')],
  [/^\/app\/bookings\/?$/, () => import('./routes/my-bookings')],
  [/^\/app\/profile\/?$/, () => import('./routes/profile')],
  [/^\/app\/messages(\/[^/]+)?\/?$/, () => import('../features/messages/routes/messages')],
];

/** Starts loading the page module of `pathname` and the app layout around it (nothing for other addresses). */
export function startPageModule(pathname: string): void {
  const page = PAGES.find(([pattern]) => pattern.test(pathname));
  if (!page) return;
  // Failures surface where the router imports the same module (its error page).
  page[1]().catch(() => undefined);
  import('./layouts/app-layout').catch(() => undefined);
}
