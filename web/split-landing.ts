import type { Plugin } from 'vite';

/**
 * Issue 31 (ADR 0179): the landing page in two chunks of its own, so that app pages stop loading it.
 *
 * main.tsx imports the landing page (`start-landing.tsx`) dynamically. Left to automatic chunking,
 * the modules it shares with the app (the button, the fields, `cn`, the icons) would each become a
 * small chunk, and a first visit to `/` would fetch twenty files. This plugin reads the module graph
 * once it is complete and sorts the modules the landing page needs for its first paint (its static
 * import closure) into two groups, which vite.config.ts turns into chunks:
 * - `shared`: those that an app module imports statically too, and what they import;
 * - `landingOnly`: the rest, the landing page's own code.
 * So `/` loads the entry (React), the shared chunk and the landing chunk; an app page loads the
 * shared chunk (it needs those modules anyway) and never the landing chunk.
 *
 * `lucide-react` and `radix-ui` are index modules that re-export every icon and primitive: the
 * closures do not enter them (they would pull in every icon of the app) but follow the names the
 * landing page imports from them (`import { Cookie } from 'lucide-react'` is icons/cookie.mjs).
 */
export interface LandingSplit {
  shared: Set<string>;
  landingOnly: Set<string>;
}

const BARREL = /\/node_modules\/(lucide-react|radix-ui)\/dist\/(esm\/lucide-react\.mjs|index\.mjs)$/;
const IMPORT_FROM_BARREL = /import\s*\{([^}]*)\}\s*from\s*["'](lucide-react|radix-ui)["']/g;
const LANDING_START = '/src/features/landing/start-landing.tsx';

/** `CircleCheck` → `circle-check`, `KeyRound` → `key-round`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The file a named import from a barrel stands for, as a suffix of its module id. */
export function barrelImportFile(barrel: 'lucide-react' | 'radix-ui', name: string): string {
  return barrel === 'lucide-react' ? `/lucide-react/dist/esm/icons/${kebabCase(name)}.mjs` : `/@radix-ui/react-${kebabCase(name)}/dist/index.mjs`;
}

/** The names a module's code imports from the two barrels, as module id suffixes. */
export function barrelImports(code: string): string[] {
  const files: string[] = [];
  for (const [, names, barrel] of code.matchAll(IMPORT_FROM_BARREL)) {
    for (const entry of names!.split(',')) {
      const name = entry.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      // Types (`type LucideIcon`) are gone from the compiled code; keep only component names.
      if (/^[A-Z]\w*$/.test(name) && name !== 'LucideIcon') files.push(barrelImportFile(barrel as 'lucide-react' | 'radix-ui', name));
    }
  }
  return files;
}

/** The plugin context's module graph, as much of it as the closures read. */
export interface ModuleGraph {
  getModuleInfo(id: string): { code?: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The static import closure of some modules (once the graph is complete: `buildEnd`), and each module's static imports, with a
 * barrel's named imports in the barrel's place, so a closure never holds every icon of the app.
 */
export function staticGraph(graph: ModuleGraph, ids: readonly string[]): { staticImports: (id: string) => string[]; closure: (roots: string[]) => Set<string> } {
  const byFile = (suffix: string) => ids.find((id) => id.endsWith(suffix));
  /** Static imports, with a barrel's named imports in the barrel's place. */
  const staticImports = (id: string): string[] => {
    const module = graph.getModuleInfo(id);
    if (!module) return [];
    const viaBarrel = barrelImports(module.code ?? '')
      .map(byFile)
      .filter((file): file is string => file !== undefined);
    return [...module.importedIds.filter((imported) => !BARREL.test(imported)), ...viaBarrel];
  };
  const closure = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    for (const pending = [...roots]; pending.length; ) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...staticImports(id));
    }
    return seen;
  };
  return { staticImports, closure };
}

export function splitLanding(split: LandingSplit): Plugin {
  return {
    name: 'worknest-split-landing',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const landing = ids.find((id) => id.endsWith(LANDING_START));
      const main = ids.find((id) => id.endsWith('/src/main.tsx'));
      if (!landing || !main) throw new Error(`split-landing: ${LANDING_START} or src/main.tsx is not in the build`);
      const { staticImports, closure } = staticGraph(this, ids);
      const landingFirstPaint = closure([landing]);
      // The app: every module main.tsx reaches, statically or dynamically, outside the landing
      // page's folder (the app's `/` route imports the landing page lazily: that loads its chunk).
      const sharedRoots: string[] = [];
      const app = new Set<string>();
      for (const pending = [main]; pending.length; ) {
        const id = pending.pop()!;
        if (app.has(id) || id.includes('/src/features/landing/')) continue;
        app.add(id);
        for (const imported of staticImports(id)) (landingFirstPaint.has(imported) ? sharedRoots : pending).push(imported);
        for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (!landingFirstPaint.has(imported)) pending.push(imported);
      }
      const shared = closure(sharedRoots);
      split.shared.clear();
      split.landingOnly.clear();
      for (const id of landingFirstPaint) (shared.has(id) ? split.shared : split.landingOnly).add(id);
    },
  };
}
