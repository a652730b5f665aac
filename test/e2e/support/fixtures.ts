import { test as base } from '@playwright/test';
import { readMails, type StoredMail } from '@worknest/local-cloud/ses/read-mails';
import { E2E_ENV, requiredE2eVariable } from './e2e-environment';
import { expectNoConsoleErrors, watchConsole } from './journeys';

export { expect } from '@playwright/test';
export type { StoredMail };

export interface LocalCloudFixtures {
  /** The app's URL (also Playwright's baseURL). */
  appUrl: string;
  inboxUrl: string;
  /** TABLE_NAME, AWS_ENDPOINT_URL_*, credentials... of the local cloud. */
  localEnv: Record<string, string>;
  /** The newest mail to an address, waiting briefly for it to arrive. */
  waitForMail: (to: string, options?: { sinceSeconds?: number; where?: (mail: StoredMail) => boolean }) => Promise<StoredMail>;
  /** Shifts "now" for the functions and the S3 front; reset to 0 after each test. */
  setClockOffset: (offsetMs: number) => Promise<void>;
  /** Automatic: the test's pages logged no console error (journeys.ts, issue 13). */
  noConsoleErrors: void;
}

/** Playwright's `test` with the local cloud: import { test, expect } from './support/fixtures'. */
export const test = base.extend<LocalCloudFixtures>({
  noConsoleErrors: [
    async ({ page }, use) => {
      watchConsole(page);
      await use();
      expectNoConsoleErrors();
    },
    { auto: true },
  ],
  appUrl: async ({}, use) => use(requiredE2eVariable(E2E_ENV.appUrl)),
  inboxUrl: async ({}, use) => use(requiredE2eVariable(E2E_ENV.inboxUrl)),
  localEnv: async ({}, use) => use(JSON.parse(requiredE2eVariable(E2E_ENV.localEnv)) as Record<string, string>),
  waitForMail: async ({ inboxUrl }, use) => {
    await use(async (to, options = {}) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = (await readMails(inboxUrl, { to, sinceSeconds: options.sinceSeconds })).filter(options.where ?? (() => true));
        if (found.length > 0) return found.at(-1)!;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in the local inbox (${inboxUrl}).`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  },
  setClockOffset: async ({ appUrl, localEnv }, use, testInfo) => {
    // Every journey shares the local cloud's clock; one that moves it must run alone.
    if (testInfo.project.name !== 'clock') {
      throw new Error(`${testInfo.file} moves the shared local clock: list it in CLOCK_MOVING_SPECS (playwright.config.ts), so it runs after the other journeys, alone.`);
    }
    const set = async (offsetMs: number) => {
      for (const base of [appUrl, localEnv.AWS_ENDPOINT_URL_S3!]) {
        const response = await fetch(new URL('/__local/clock', base), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ offsetMs }),
        });
        if (!response.ok) throw new Error(`POST ${base}/__local/clock answered ${response.status}`);
      }
    };
    await use(set);
    await set(0);
  },
});
