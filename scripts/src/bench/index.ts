/**
 * `npm run bench [-- <name> ...]`: runs the registered benches (all by default), prints their
 * tables and writes them with the machine and date into docs/benchmarks.md.
 * To add one: write `<name>.bench.ts` exporting a `Bench` and list it in `benches` below.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalCloud, type PartStatus } from '../local-cloud/start-local-cloud';
import type { Bench, BenchContext, BenchTable, StartedLocalCloud } from './bench';
import { handlerBundlesBench } from './handler-bundles.bench';
import { healthLatencyBench } from './health-latency.bench';
import { localCloudStartBench } from './local-cloud-start.bench';
import { renderTable } from './render-table';

const benches: Bench[] = [localCloudStartBench, handlerBundlesBench, healthLatencyBench];

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; known: ${benches.map((bench) => bench.name).join(', ')}`);
  process.exit(1);
}
const selected = requested.length ? benches.filter((bench) => requested.includes(bench.name)) : benches;

let started: Promise<StartedLocalCloud> | undefined;
const context: BenchContext = {
  rootDir,
  workDir: join(rootDir, '.tmp', 'bench'),
  localCloud: () => (started ??= startCloud()),
};

const machine = {
  date: new Date().toISOString(),
  cpus: availableParallelism(),
  model: cpus()[0]?.model ?? 'unknown',
  memoryGb: (totalmem() / 1024 ** 3).toFixed(1),
  node: process.version,
  // Figures taken on a busy machine are not comparable; the load says how busy it was.
  loadAtStart: loadavg()[0]!.toFixed(1),
};

const sections: string[] = [];
try {
  await mkdir(context.workDir, { recursive: true });
  for (const bench of selected) {
    console.log(`\n▶ ${bench.name}`);
    const tables = await bench.run(context);
    for (const table of tables) {
      const text = section(table);
      console.log(text);
      sections.push(text);
    }
  }
} finally {
  if (started) await (await started).cloud.stop();
}

await writeFile(join(rootDir, 'docs', 'benchmarks.md'), document(sections));
console.log('\nWritten to docs/benchmarks.md');

async function startCloud(): Promise<StartedLocalCloud> {
  const parts: PartStatus[] = [];
  const startedAt = performance.now();
  const cloud = await startLocalCloud({
    mode: 'test',
    rootDir,
    spa: { mode: 'none' },
    onStatus: (status) => {
      if (status.state === 'ready') parts.push(status);
    },
  });
  return { cloud, startMs: { total: performance.now() - startedAt, parts } };
}

function section(table: BenchTable): string {
  const notes = (table.notes ?? []).map((note) => `- ${note}`).join('\n');
  return `## ${table.title}\n\n${renderTable(table.columns, table.rows)}\n${notes ? `\n${notes}\n` : ''}`;
}

function document(body: string[]): string {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/src/bench); rerun it after a change that may matter and commit the result.',
    '',
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpus} CPUs (nproc), ${machine.model}, ${machine.memoryGb} GB RAM`,
    `- Node: ${machine.node}`,
    `- Load average (1 min) at start: ${machine.loadAtStart}, at end: ${loadavg()[0]!.toFixed(1)}`,
    `- Benches: ${selected.map((bench) => bench.name).join(', ')}`,
    '',
    ...body,
  ].join('\n');
}
