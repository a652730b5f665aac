/**
 * Issue 31, ADR 0201: work that would make one long task with what runs now goes in a task of its
 * own (a phone's CPU makes every task several times longer, and Lighthouse counts each over
 * 50 ms). The one way the app does it: `inNextTask(work)`, or `await nextTask()` in a promise chain.
 */
export function inNextTask(work: () => void): void {
  setTimeout(work, 0);
}

export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
