import type { Plugin } from 'vite';
import { staticGraph } from './split-landing';

/**
 * Issue 31 (ADR 0194): fewer, larger chunks for the signed-in pages' first render.
 *
 * Left to automatic chunking, every module that two lazily loaded parts share becomes a chunk of
 * its own: an app page needed 41-48 files before it rendered, and Vite's preload helper appends one
 * `<link rel="modulepreload">` per file on the main thread (the largest single cost of the entry's
 * first task in a CPU profile). This plugin reads the module graph once it is complete and names two
 * groups, which vite.config.ts turns into chunks:
 * - `shell`: what every signed-in page loads before it renders: the static import closure of the
 *   app's start (router, query cache, loaders) and of the app layout (header, guard);
 * - `pagesCommon`: modules that at least three of the pages members open most (PAGE_MODULES, the
 *   same as app/page-modules.ts) import statically, outside the shell: the skeleton, the badge, the
 *   empty state, a few icons and query helpers (a few KB that a page not using them loads as well).
 * Neither group takes a module the landing page may load (first paint or later): the landing
 * page's groups (split-landing.ts) rank higher, and its later parts stay automatic chunks.
 */
export interface AppPagesGroups {
  shell: Set<string>;
  pagesCommon: Set<string>;
}

export const SHELL_ROOTS = ['/src/app/start-app.tsx', '/src/app/layouts/app-layout.tsx'];
export const PAGE_MODULES = [
  '/src/features/listings/routes/listings.tsx',
  '/src/app/routes/listing-detail.tsx',
  '/src/app/routes/my-bookings.tsx',
  '/src/app/routes/profile.tsx',
  '/src/features/messages/routes/messages.tsx',
];
const MIN_PAGES = 3;
const LANDING_START = '/src/features/landing/start-landing.tsx';

/**
 * Sorts modules into the two groups, from the closures of the shell roots and of the pages.
 * `landingReach`: every module a visitor's `/` may load, at first paint or later (the language
 * menu, the sign-in form, the catalogs): those stay out of both groups, so the landing page never
 * loads the app's shell for one of them.
 */
export function sortAppPages(closure: (roots: string[]) => Set<string>, find: (suffix: string) => string, landingReach: Set<string>, groups: AppPagesGroups): void {
  const shell = closure(SHELL_ROOTS.map(find));
  const uses = new Map<string, number>();
  for (const page of PAGE_MODULES) for (const id of closure([find(page)])) if (!shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  groups.shell.clear();
  groups.pagesCommon.clear();
  // The roots stay chunks of their own, entries that the router and app/page-modules.ts import.
  const roots = new Set([...SHELL_ROOTS, ...PAGE_MODULES].map(find));
  for (const id of shell) if (!roots.has(id) && !landingReach.has(id)) groups.shell.add(id);
  for (const [id, count] of uses) if (count >= MIN_PAGES && !roots.has(id) && !landingReach.has(id)) groups.pagesCommon.add(id);
}

export function groupAppPages(groups: AppPagesGroups): Plugin {
  return {
    name: 'worknest-group-app-pages',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) throw new Error(`group-app-pages: ${suffix} is not in the build`);
        return id;
      };
      const { staticImports, closure } = staticGraph(this, ids);
      // What the landing page loads, statically or with import(), short of the app itself.
      const app = new Set(SHELL_ROOTS.map(find));
      const landingReach = new Set<string>();
      for (const pending = [find(LANDING_START)]; pending.length; ) {
        const id = pending.pop()!;
        if (landingReach.has(id) || app.has(id)) continue;
        landingReach.add(id);
        pending.push(...staticImports(id), ...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      }
      sortAppPages(closure, find, landingReach, groups);
    },
  };
}
