import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local authoritative DNS server's zone data (issue 19): one JSON file per name in a
 * directory (`.data/dns/` in dev, a temp dir in tests), read on every query, so the admin CLI and
 * tests add records by writing a file, without a control API. Only TXT records are kept: domain
 * verification needs nothing else.
 */
export interface NameRecords {
  TXT: string[];
}

const NAME = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function normalizeName(name: string): string {
  const normalized = name.trim().toLowerCase().replace(/\.$/, '');
  if (!NAME.test(normalized)) throw new Error(`"${name}" is not a DNS name`);
  return normalized;
}

function fileOf(dir: string, name: string): string {
  return join(dir, `${normalizeName(name)}.json`);
}

export async function readRecords(dir: string, name: string): Promise<NameRecords | null> {
  let path: string;
  try {
    path = fileOf(dir, name);
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<NameRecords>;
    return { TXT: Array.isArray(parsed.TXT) ? parsed.TXT.filter((value): value is string => typeof value === 'string') : [] };
  } catch {
    return null;
  }
}

/** Adds a TXT record to a name (no duplicate); returns the name's TXT records after the change. */
export async function addTxtRecord(dir: string, name: string, value: string): Promise<string[]> {
  if (value.length === 0 || value.length > 1000) throw new Error('A TXT value must be 1 to 1000 characters');
  await mkdir(dir, { recursive: true });
  const current = (await readRecords(dir, name)) ?? { TXT: [] };
  if (!current.TXT.includes(value)) current.TXT.push(value);
  const path = fileOf(dir, name);
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(current, null, 2)}\n`);
  await rename(temporary, path);
  return current.TXT;
}
