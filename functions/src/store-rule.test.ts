import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The store rule (docs/architecture.md, "When a handler may read the store"): a handler (http/,
 * ws/, webhooks/, jobs/) imports from the store only what reads: get/find/list/count functions,
 * the cursor and key helpers a page needs, and types (the clock is functions/src/clock.ts). Anything that writes, and any
 * read with a rule around it, goes through a domain function. dependency-cruiser sees files, not
 * names, so this test reads the import lines of every handler.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const CALLERS = ['http', 'ws', 'webhooks', 'jobs'];
const READ_NAME = /^(get|find|list|count)[A-Z]\w*$/;
const HELPERS = new Set(['encodeCursor', 'decodeCursor', 'cursorFor', 'keys']);

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file: name` for every name a file imports from functions/src/store that is not a read. */
function storeImportsBeyondReads(file: string, text: string): string[] {
  const found: string[] = [];
  const imports = /import\s+(type\s+)?([^;]*?)\s+from\s+'((?:\.\.?\/)+)store\/([^']+)'/g;
  for (const [, typeOnly, clause, , module] of text.matchAll(imports)) {
    if (typeOnly) continue;
    const named = /^\{([^}]*)\}$/.exec(clause!.trim());
    if (!named) {
      found.push(`${file}: ${clause!.trim()} from store/${module}`);
      continue;
    }
    for (const part of named[1]!.split(',').map((p) => p.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      const name = part.split(/\s+as\s+/)[0]!;
      if (!READ_NAME.test(name) && !HELPERS.has(name)) found.push(`${file}: ${name} from store/${module}`);
    }
  }
  return found;
}

describe('store rule: handlers only read the store', () => {
  it('no handler imports a store write (or a whole store module)', () => {
    const files = CALLERS.flatMap((dir) => sourceFiles(join(src, dir)));
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) => storeImportsBeyondReads(relative(src, file), readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('reports a write, a default or namespace import, and lets reads, helpers and types through', () => {
    const text = [
      "import { getUser, updateUser as patch, type UserRecord } from '../../store/users';",
      "import { encodeCursor } from '../../store/conditional';",
      "import * as sessions from '../../store/sessions';",
      "import type { BookingRecord } from '../../store/bookings';",
      "import { putConnection } from '../store/connections';",
    ].join('\n');
    expect(storeImportsBeyondReads('x.ts', text)).toEqual([
      'x.ts: updateUser from store/users',
      'x.ts: * as sessions from store/sessions',
      'x.ts: putConnection from store/connections',
    ]);
  });
});
