/**
 * `npm run bench [-- <name> ...]`: runs the registered benches (all by default), prints their
 * tables and writes them with the machine and date into docs/benchmarks.md.
 * To add one: write `<name>.bench.ts` exporting a `Bench` and list it in `benches` below.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalCloud, type PartStatus } from '@worknest/local-cloud/start-local-cloud';
import { appTables } from '../app-tables';
import type { Bench, BenchContext, BenchTable, StartedLocalCloud } from './bench';
import { updateBenchmarksDoc } from './benchmarks-doc';
import { bookingBench } from './booking.bench';
import { functionColdStartBench } from './function-cold-start.bench';
import { handlerBundlesBench } from './handler-bundles.bench';
import { healthLatencyBench } from './health-latency.bench';
import { hrReportsBench } from './hr-reports.bench';
import { lighthouseBench } from './lighthouse.bench';
import { listingsBench } from './listings.bench';
import { localCloudStartBench } from './local-cloud-start.bench';
import { messagingBench } from './messaging.bench';
import { renderTable } from './render-table';
import { webRoutesBench } from './web-routes.bench';
import { roundTripsBench } from './round-trips.bench';
import { validationBench } from './validation.bench';

const benches: Bench[] = [
  localCloudStartBench,
  handlerBundlesBench,
  functionColdStartBench,
  healthLatencyBench,
  messagingBench,
  listingsBench,
  bookingBench,
  lighthouseBench,
  webRoutesBench,
  roundTripsBench,
  hrReportsBench,
  validationBench,
];

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
};

const sections = new Map<string, string>();
try {
  await mkdir(context.workDir, { recursive: true });
  for (const bench of selected) {
    console.log(`\n▶ ${bench.name}`);
    const loadBefore = loadavg()[0]!;
    const tables = await bench.run(context);
    const texts = tables.map(section);
    for (const text of texts) console.log(text);
    sections.set(bench.name, [...texts, runLine(loadBefore)].join('\n'));
  }
} finally {
  if (started) await (await started).cloud.stop();
}

await updateBenchmarksDoc(
  join(rootDir, 'docs', 'benchmarks.md'),
  benches.map((bench) => bench.name),
  sections,
);
console.log(`\nWritten to docs/benchmarks.md (${[...sections.keys()].join(', ')})`);

async function startCloud(): Promise<StartedLocalCloud> {
  const parts: PartStatus[] = [];
  const startedAt = performance.now();
  const cloud = await startLocalCloud({
    mode: 'test',
    tables: appTables,
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

/** When, where and under which load a bench's figures were taken. */
function runLine(loadBefore: number): string {
  return (
    `_Run ${machine.date} on ${machine.cpus} CPUs (${machine.model}, ${machine.memoryGb} GB RAM), Node ${machine.node}; ` +
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after._\n`
  );
}
