import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { LocalCloudFixtures } from './fixtures';

/** The steps every journey shares: signing in by the e-mailed link, the axe check, the sizes. */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** Where journeys save the screenshots we look at (test-results/screenshots/). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

export type WaitForMail = LocalCloudFixtures['waitForMail'];

/** The first sign-in of a run waits for cold starts of the mail and verify functions. */
const SERVER_STEP = { timeout: 45_000 };

/** Signs `page` in as `email` through /login, the local inbox and the link's /auth/verify page. */
export async function signIn(page: Page, email: string, waitForMail: WaitForMail): Promise<void> {
  const since = Math.floor(Date.now() / 1000) - 1;
  await page.goto('/login');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page).toHaveURL(/\/auth\/check-email/, SERVER_STEP);
  const mail = await waitForMail(email, { sinceSeconds: since });
  const link = /https?:\/\/\S+\/auth\/verify\?token=[\w%-]+/.exec(mail.body.text ?? '')?.[0];
  if (!link) throw new Error(`No sign-in link in the mail to ${email}`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/listings$/, SERVER_STEP);
}

/** A new browser context (desktop size unless told otherwise) signed in as `email`. */
export async function signedInPage(browser: Browser, email: string, waitForMail: WaitForMail, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, ...options })).newPage();
  await signIn(page, email, waitForMail);
  return page;
}

/** axe-core finds no violation at all on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`)).toEqual([]);
}
