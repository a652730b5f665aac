/**
 * Runs `fn` over `items` with at most `limit` calls in flight, in order of start; resolves with
 * the results in the items' order, or rejects with the first error (calls already started finish).
 * `shouldStart` is asked before each start: when it says no, the remaining items are skipped
 * (their result is undefined), so a caller can bound the time a batch of work takes.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
  shouldStart: () => boolean = () => true,
): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length && shouldStart()) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
