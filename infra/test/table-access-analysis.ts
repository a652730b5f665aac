import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { keys } from '@worknest/functions/store/keys';
import { familiesOfKeyFunction } from '@worknest/functions/store/key-families';

/**
 * The key families a handler's code can touch, read from its source: esbuild walks the handler's
 * own imports (packages left out), and every `keys.<name>` used in a bundled module of
 * functions/src counts with the families that key function builds (store/key-families.ts).
 * An over-approximation (a store module counts whole, even if the handler calls one of its
 * functions), which is the safe side for a grant: what is used is always declared.
 */
export async function keyFamiliesUsedBy(rootDir: string, handler: string): Promise<{ families: string[]; keyFunctions: string[]; modules: string[] }> {
  const functionsDir = join(rootDir, 'functions', 'src');
  const { metafile } = await build({
    absWorkingDir: rootDir,
    entryPoints: [join(functionsDir, `${handler}.ts`)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const modules = Object.keys(metafile!.inputs)
    .map((input) => join(rootDir, input))
    .filter((path) => path.startsWith(functionsDir) && !path.endsWith('store/keys.ts'));
  const known = new Set(Object.keys(keys));
  const keyFunctions = new Set<string>();
  for (const path of modules) {
    for (const match of readFileSync(path, 'utf8').matchAll(/\bkeys\.([A-Za-z]\w*)/g)) {
      if (known.has(match[1]!)) keyFunctions.add(match[1]!);
    }
  }
  const families = new Set([...keyFunctions].flatMap((name) => familiesOfKeyFunction(name as keyof typeof keys)));
  return { families: [...families].sort(), keyFunctions: [...keyFunctions].sort(), modules: modules.map((path) => relative(functionsDir, path)) };
}
