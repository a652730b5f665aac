import { readFile, writeFile } from 'node:fs/promises';

/**
 * docs/benchmarks.md keeps one section per bench between `<!-- bench:NAME -->` markers, so
 * `npm run bench -- <name>` refreshes that bench's figures and keeps the others'.
 */
export async function updateBenchmarksDoc(path: string, order: readonly string[], fresh: ReadonlyMap<string, string>): Promise<void> {
  const existing = parseSections(await readFile(path, 'utf8').catch(() => ''));
  const names = [...order, ...[...existing.keys()].filter((name) => !order.includes(name))];
  const sections = names
    .map((name) => {
      const body = fresh.get(name) ?? existing.get(name);
      return body === undefined ? undefined : `<!-- bench:${name} -->\n${body.trim()}\n<!-- /bench:${name} -->`;
    })
    .filter((section): section is string => section !== undefined);
  await writeFile(path, [HEADER, ...sections].join('\n\n') + '\n');
}

const HEADER = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (scripts/src/bench; `npm run bench -- <name>` reruns one bench and keeps the other sections).',
  'Each section says when and on what machine its figures were taken; figures taken under load are not comparable.',
].join('\n');

function parseSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const match of text.matchAll(/<!-- bench:([\w-]+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g)) {
    sections.set(match[1]!, match[2]!);
  }
  return sections;
}
