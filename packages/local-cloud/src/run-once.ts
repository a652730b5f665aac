/** Wraps a stop function so a second call waits for the first instead of repeating it (idempotent stop). */
export function runOnce(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
