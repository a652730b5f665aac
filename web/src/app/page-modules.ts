/*
 * The page modules of the signed-in pages members open most, by address (issue 31, ADR 0089).
 * main.tsx starts the current page's module together with the app's start, so the browser fetches
 * the page's code (and, through Vite's preload of its imports, every chunk it needs) in parallel
 * with the router instead of after it. The router's `lazy` imports the same modules: the browser
 * loads each once. A page missing here still works; it just starts a step later.
 */
interface PageModule {
  pattern: RegExp;
  load: () => Promise<unknown>;
  /**
   * The GETs its first screen waits for (its largest element: a trip's dates, the listing), which
   * the entry sends with "me" (lib/early-requests.ts). Each path must be exactly the one the
   * page's query asks (page-modules.test.ts checks it against the query functions).
   */
  firstGets?: (match: RegExpExecArray, search: string) => string[];
}

const PAGES: PageModule[] = [
  // The grid's first page when the address has no search of its own (the page members land on).
  { pattern: /^\/app\/listings\/?$/, load: () => import('../features/listings/routes/listings'), firstGets: (_, search) => (search ? [] : ['/api/listings']) },
  { pattern: /^\/app\/listings\/([^/]+)\/?$/, load: () => import('./routes/listing-detail'), firstGets: (match) => listingPath(match[1]!) },
  { pattern: /^\/app\/bookings\/?$/, load: () => import('./routes/my-bookings'), firstGets: () => ['/api/bookings?limit=100'] },
  { pattern: /^\/app\/profile\/?$/, load: () => import('./routes/profile') },
  { pattern: /^\/app\/messages(\/[^/]+)?\/?$/, load: () => import('../features/messages/routes/messages'), firstGets: () => ['/api/conversations'] },
];

/** `GET /api/listings/{id}` for the address's segment, as features/listings/api/get-listing.ts asks it (none for a malformed one). */
function listingPath(segment: string): string[] {
  try {
    return [`/api/listings/${encodeURIComponent(decodeURIComponent(segment))}`];
  } catch {
    return [];
  }
}

/** Starts loading the page module of `pathname` and the app layout around it (nothing for other addresses). */
export function startPageModule(pathname: string): void {
  const page = PAGES.find(({ pattern }) => pattern.test(pathname));
  if (!page) return;
  // Failures surface where the router imports the same module (its error page).
  page.load().catch(() => undefined);
  import('./layouts/app-layout').catch(() => undefined);
}

/** The GETs the page at `pathname` (with `search`, the address's `?…` or '') shows first, for the entry to send early (none for other addresses). */
export function firstPageRequests(pathname: string, search = ''): string[] {
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (match) return page.firstGets?.(match, search) ?? [];
  }
  return [];
}
