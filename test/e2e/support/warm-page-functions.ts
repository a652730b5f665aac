import { httpRoutes } from '@worknest/functions/routes';

/**
 * The GET routes a signed-in page may ask for on its first load (a member's, without path
 * parameters: the header's conversations, the grid, My Bookings, the profile's sections).
 */
export function pageRoutePaths(): string[] {
  return httpRoutes.filter((route) => route.method === 'GET' && route.access === 'member' && !route.path.includes('{')).map((route) => route.path);
}

/**
 * Starts one instance of each page route's function before the first journey, with a request
 * that carries no session (the handler answers 401: its module loaded, nothing else happened).
 *
 * Without it the first journeys of both workers started some twenty functions at once on two
 * cores beside two browsers: the local cloud answered nothing for 15-19 s, and a call caught in
 * that stall ran into its function's 10 s timeout (500, a console error, a failed journey). A
 * deployed stage's functions are not all cold at the same moment; the journeys test the pages, not
 * that contention. A few at a time here costs seconds once per run.
 */
export async function warmPageFunctions(appUrl: string, inParallel = 3): Promise<{ routes: number; failed: string[] }> {
  const pending = pageRoutePaths();
  const failed: string[] = [];
  const count = pending.length;
  async function next(): Promise<void> {
    for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
      const response = await fetch(new URL(path, appUrl)).catch(() => undefined);
      // 401 is the expected answer; a 5xx means the function did not start.
      if (!response || response.status >= 500) failed.push(`${path}: ${response?.status ?? 'no answer'}`);
      await response?.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: inParallel }, next));
  return { routes: count, failed };
}
