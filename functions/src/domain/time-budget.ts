/**
 * A scheduled job's working time, on the machine's monotonic clock (not the local gateway's
 * shiftable test clock): a sweep starts no new work once it is spent, so the run ends well
 * inside its Lambda timeout and the next run takes over what is still due.
 */
export interface TimeBudget {
  /** True once `ms` have passed since the budget started. */
  spent(): boolean;
}

export function timeBudget(ms: number): TimeBudget {
  const startedAt = performance.now();
  return { spent: () => performance.now() - startedAt >= ms };
}
