import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Readable stack traces in production without `--enable-source-maps` (which costs every cold
 * start 5-10 %: Node then reads and parses the bundle's source map at load). The bundle still
 * ships `index.mjs.map`; it is read only when an error is logged, once per file and process, and
 * each `file:line:col` of the stack is turned into the original `functions/src/...ts:line:col`
 * (and function name where the map knows it). Without a map (tests, tsx, local gateway) the
 * stack is returned as it is.
 */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      const path = file.startsWith('file:') ? fileURLToPath(file) : file;
      if (path.endsWith('.mjs') || path.endsWith('.js')) map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

const FRAME = /^(\s*at (?:(.*?) \()?)(.+?):(\d+):(\d+)(\)?)$/;

/** The stack with bundle positions replaced by source positions; undefined when nothing mapped. */
export function sourceMappedStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  let mapped = false;
  const lines = stack.split('\n').map((line) => {
    const match = FRAME.exec(line);
    if (!match) return line;
    const [, head, , file, lineText, columnText, tail] = match;
    const map = mapOf(file!);
    if (!map) return line;
    const entry = map.findEntry(Number(lineText) - 1, Number(columnText) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
      name?: string;
    };
    if (!entry?.originalSource) return line;
    mapped = true;
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
    const name = entry.name ? `${entry.name} ` : '';
    return `${head!.replace(/\($/, '')}${head!.endsWith('(') ? `${name}(` : ''}${source}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}${tail}`;
  });
  return mapped ? lines.join('\n') : undefined;
}
