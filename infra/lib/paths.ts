import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, found from this file so the app works from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where route handlers live: a route's `handler` is a path under here without extension. */
export const functionsSrc = path.join(repoRoot, 'functions', 'src');

/** The SPA build. Synth must work without it, so the web stack deploys it only when it exists. */
export const webDist = path.join(repoRoot, 'web', 'dist');

export function webDistIfBuilt(): string | undefined {
  return existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
}
