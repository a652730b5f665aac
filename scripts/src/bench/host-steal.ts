import { readFile } from 'node:fs/promises';

/**
 * The share of CPU time the hypervisor took from this virtual machine ("steal") while something ran.
 * Lighthouse's simulation multiplies every task it observed by 4, so a run during which the host
 * lent our cores to its other guests reports a Total Blocking Time several times larger (issue 31:
 * 10-40 % steal in a run that scored 67 where the same build scored 97 minutes before). The bench
 * prints it beside the figures, so a reader knows which runs to trust.
 */
export interface CpuTimes {
  total: number;
  steal: number;
}

/** The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal … (in clock ticks). */
export function parseCpuTimes(procStat: string): CpuTimes {
  const line = procStat.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) throw new Error('parseCpuTimes: no aggregate "cpu" line');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((value) => !Number.isFinite(value))) throw new Error(`parseCpuTimes: malformed line "${line}"`);
  return { total: ticks.reduce((sum, value) => sum + value, 0), steal: ticks[7]! };
}

/** Steal between two readings, as a percentage of the CPU time that passed (0 when none passed). */
export function stealPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (100 * (after.steal - before.steal)) / total : 0;
}

/** The machine's CPU times now, or undefined where /proc/stat does not exist (not Linux). */
export async function readCpuTimes(): Promise<CpuTimes | undefined> {
  try {
    return parseCpuTimes(await readFile('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
