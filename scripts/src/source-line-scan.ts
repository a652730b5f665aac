import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The house-rule scans (no hand-written plurals, one date format): which source files they read
 * and which of a file's lines break the rule. Comments and test files are not scanned.
 */

/** The .ts and .tsx files below `dir`, tests and node_modules left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of one source file that match any of `patterns`, comment lines left out ("line: text"). */
export function codeLinesMatching(source: string, patterns: readonly RegExp[]): string[] {
  return source.split('\n').flatMap((line, index) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
    return patterns.some((pattern) => pattern.test(code)) ? [`${index + 1}: ${code}`] : [];
  });
}

/**
 * Every line below `dirs` (relative to `root`) that `scan` finds, as "path:line: text"; the files
 * `skip` names (by their path relative to `root`) are not read.
 */
export function findInTree(root: string, dirs: readonly string[], scan: (source: string) => string[], skip: (path: string) => boolean = () => false): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) => {
      const path = relative(root, file);
      return skip(path) ? [] : scan(readFileSync(file, 'utf8')).map((hit) => `${path}:${hit}`);
    }),
  );
}
