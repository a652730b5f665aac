import type { LocalCloud, PartStatus } from '@worknest/local-cloud/start-local-cloud';

/**
 * A bench: one file `<name>.bench.ts` exporting a `Bench`, registered in index.ts. It returns
 * tables; index.ts prints them and writes them into docs/benchmarks.md.
 */
export interface Bench {
  name: string;
  run(context: BenchContext): Promise<BenchTable[]>;
}

export interface BenchTable {
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  /** Lines under the table: method, caveats. */
  notes?: string[];
}

export interface BenchContext {
  rootDir: string;
  /** Scratch directory for build output (git-ignored .tmp/bench). */
  workDir: string;
  /** One local cloud in test mode (API only, in memory), started on first use and shared by benches. */
  localCloud(): Promise<StartedLocalCloud>;
}

export interface StartedLocalCloud {
  cloud: LocalCloud;
  /** Start time of each part and of the whole cloud, for the start bench. */
  startMs: { total: number; parts: PartStatus[] };
}
