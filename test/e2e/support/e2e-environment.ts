/**
 * How the e2e global setup hands the local cloud to Playwright's worker processes: environment
 * variables, which workers inherit because they start after the global setup.
 */
export const E2E_ENV = {
  appUrl: 'WORKNEST_E2E_APP_URL',
  inboxUrl: 'WORKNEST_E2E_INBOX_URL',
  /** JSON of the local cloud's script environment (TABLE_NAME, AWS_ENDPOINT_URL_*, ...). */
  localEnv: 'WORKNEST_E2E_LOCAL_ENV',
  /** Names this run's folder under test-results/ (set by playwright.config.ts). */
  runId: 'WORKNEST_E2E_RUN_ID',
  /** Optional: the built SPA to serve instead of web/dist. */
  distDir: 'WORKNEST_E2E_DIST',
} as const;

/** test-results/<prefix><run id>: screenshots and traces of one run. */
export const E2E_RESULTS_PREFIX = 'e2e-';

export function requiredE2eVariable(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with -c test/e2e/playwright.config.ts (its global setup starts the local cloud).`);
  return value;
}
