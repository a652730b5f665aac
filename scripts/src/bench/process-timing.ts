import { spawn } from 'node:child_process';

/**
 * Whole-process timing of a module import, the way a Lambda cold start loads a handler:
 * `node --input-type=module -e "await import(bundle)"` in a fresh process, timed from spawn to
 * exit by the parent (wall), plus the child's own CPU time (user + system, read by the child
 * right after the import, so it leaves out only the exit). Commands are run interleaved (A B C A
 * B C …) so a machine that speeds up or slows down moves every command alike, and ratios are
 * taken run by run within one round.
 */
export interface ImportCommand {
  /** Row label. */
  name: string;
  /** Absolute path of the ES module to import. */
  module: string;
  /** The whole environment of the process (nothing is inherited but PATH). */
  env: Record<string, string>;
  /**
   * Also call the module's `handler(event, context)` once after the import (module load + first
   * invocation: what a cold start costs when the first call creates lazily built objects).
   */
  invoke?: { event: unknown };
}

export interface ImportRun {
  wallMs: number;
  cpuMs: number;
}

/** The CPU figure is the child's last stdout line (a handler may print log lines before it). */
const SCRIPT = [
  'const m = await import(process.env.BENCH_MODULE);',
  'if (process.env.BENCH_INVOKE) await m.handler(JSON.parse(process.env.BENCH_INVOKE), { awsRequestId: "bench", functionName: "bench", getRemainingTimeInMillis: () => 10000 });',
  'const u = process.cpuUsage(); process.stdout.write("\\nBENCH_CPU_MS=" + String((u.user + u.system) / 1000));',
].join(' ');

/** One fresh-process import; throws with the child's stderr if it fails. */
export function importOnce(nodePath: string, command: ImportCommand, cwd: string): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(nodePath, ['--input-type=module', '-e', SCRIPT], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        ...command.env,
        BENCH_MODULE: command.module,
        ...(command.invoke ? { BENCH_INVOKE: JSON.stringify(command.invoke.event) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      if (code !== 0) reject(new Error(`${command.name}: exit ${code}: ${err.trim().split('\n').slice(0, 3).join(' | ')}`));
      else resolve({ wallMs, cpuMs: Number(/BENCH_CPU_MS=([\d.]+)\s*$/.exec(out)?.[1] ?? NaN) });
    });
  });
}

/**
 * Runs `commands` interleaved for `rounds` rounds after one warm-up round (file cache, page
 * cache) and returns every command's runs in round order, so runs of one round can be paired.
 */
export async function interleavedImports(
  nodePath: string,
  commands: readonly ImportCommand[],
  rounds: number,
  cwd: string,
): Promise<Map<string, ImportRun[]>> {
  const runs = new Map<string, ImportRun[]>(commands.map((command) => [command.name, []]));
  for (const command of commands) await importOnce(nodePath, command, cwd);
  for (let round = 0; round < rounds; round++) {
    for (const command of commands) runs.get(command.name)!.push(await importOnce(nodePath, command, cwd));
  }
  return runs;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

/** Run-by-run ratios a/b within the same round. */
export function pairedRatios(a: readonly ImportRun[], b: readonly ImportRun[], figure: keyof ImportRun): number[] {
  return a.map((run, i) => run[figure] / b[i]![figure]);
}
