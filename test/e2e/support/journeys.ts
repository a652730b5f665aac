import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { StoredMail } from '@worknest/local-cloud/ses/read-mails';
import { signInTokenOf } from '../../integration/support/mail-links';
import { renderBelowTheFold } from './below-the-fold';
import { E2E_ENV } from './e2e-environment';
import { forgetSignInBudget } from './store-records';

/** The steps every journey shares: signing in by the e-mailed link, the axe check, the sizes. */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** Where journeys save the screenshots we look at (test-results/screenshots/). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** The `waitForMail` fixture's shape (spelled here: fixtures.ts imports this file). */
/**
 * Full-page screenshots at phone and desktop sizes, `<name>-<width>x<height>.png` in SCREENSHOTS,
 * to look at, with the parts below the fold rendered (ADR 0198); the page gets its size back. `settleMs`: time to lay out again (a map redraws longer).
 */
export async function screenshotsAtBothSizes(page: Page, name: string, settleMs = 150): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await renderBelowTheFold(page);
  const original = page.viewportSize();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(settleMs);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await expectNoWiderThan(page, viewport.width, name);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * The page scrolls only downwards: nothing makes it wider than the screen (a long e-mail or note
 * in a grid's auto column once widened the profile to 476 px and the HR list to 411 on a phone).
 * The message names the first elements that reach past the edge.
 */
export async function expectNoWiderThan(page: Page, width: number, name: string): Promise<void> {
  const overflow = await page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= limit) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .slice(0, 4)
      .map((element) => `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}"> right ${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth, wide };
  }, width);
  expect(overflow, `${name} at ${width} px is ${overflow?.scrollWidth} px wide: ${overflow?.wide.join('; ')}`).toBeNull();
}

export type WaitForMail = (to: string, options?: { sinceSeconds?: number; where?: (mail: StoredMail) => boolean }) => Promise<StoredMail>;

/** The first sign-in of a run waits for cold starts of the mail and verify functions. */
const SERVER_STEP = { timeout: 45_000 };

/**
 * Pages never log errors in normal use (issue 13): every page a journey opens is watched, and each
 * test ends with `expectNoConsoleErrors` (an automatic fixture in fixtures.ts). A test that provokes
 * an error on purpose (a refused request the browser reports) says so with `allowConsoleErrors`.
 */
interface Watched {
  errors: string[];
  allowed: RegExp[];
}
const watched = new Map<Page, Watched>();

export function watchConsole(page: Page): void {
  if (watched.has(page)) return;
  const entry: Watched = { errors: [], allowed: [] };
  watched.set(page, entry);
  page.on('console', (message) => {
    if (message.type() === 'error') entry.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => entry.errors.push(`${page.url()}: uncaught ${error.message}`));
}

/** Errors matching `pattern` are expected on this page (e.g. /status of 409/ for a refused delete). */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  watchConsole(page);
  watched.get(page)!.allowed.push(pattern);
}

/** No watched page logged an error that was not allowed; forgets the pages afterwards. */
export function expectNoConsoleErrors(): void {
  const unexpected = [...watched.values()].flatMap((entry) => entry.errors.filter((text) => !entry.allowed.some((pattern) => pattern.test(text))));
  watched.clear();
  expect(unexpected, 'console errors in the browser').toEqual([]);
}

/** The sign-in link in a magic-link mail's text: the token travels in the fragment (`#token=`). */
export function signInLinkIn(text: string | undefined): string | undefined {
  return /https?:\/\/\S+\/auth\/verify#token=[\w%-]+/.exec(text ?? '')?.[0];
}

/** How the verify page names an account: `alex@acme.test` → `a…@acme.test`. */
export function maskedEmail(email: string): string {
  return `${email[0]}…${email.slice(email.lastIndexOf('@'))}`;
}

/**
 * One sign-in at a time per account across the run's workers: a new link replaces the account's
 * older one, so two journeys signing in as sam at once could each open the other's (or a replaced)
 * link (400 on /auth/verify). A directory is the lock; one left by a crashed worker expires.
 */
async function oneSignInAtATime<T>(email: string, run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `worknest-e2e-sign-in-${process.env[E2E_ENV.runId] ?? 'run'}-${email}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 120_000) await rm(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Signs `page` in as `email` with the e-mailed link. The link is asked for through the API (the
 * form and the inbox page have their own journey, sign-in.spec.ts), in the page's own context.
 * - An account past its first visit redeems the link through the API too (the context's cookie jar
 *   gets the session and the hint cookie, as the link's page would set them) and opens
 *   /app/listings: every journey starts signed in without loading two more pages first.
 * - With `firstVisit`, a new member's real first steps: the link's page, the click that names the
 *   account (issue 14: no login CSRF), then the first-visit step (completeFirstVisit). A fresh load
 *   of an app page before that step asks the page's data early and gets 403s (route-data.ts skips
 *   them only once it knows the member).
 */
export async function signIn(page: Page, email: string, waitForMail: WaitForMail, firstVisit?: { firstName: string; lastName: string }): Promise<void> {
  watchConsole(page);
  await oneSignInAtATime(email, async () => {
    const mail = await askForASignInLink(page, email, waitForMail);
    if (firstVisit) {
      const link = signInLinkIn(mail.body.text);
      if (!link) throw new Error(`No sign-in link in the mail to ${email}`);
      await page.goto(link);
      await page.getByRole('button', { name: `Sign in as ${maskedEmail(email)}` }).click(SERVER_STEP);
      await expect(page).toHaveURL(/\/app\/listings$/, SERVER_STEP);
    } else {
      const token = signInTokenOf(mail);
      if (!token) throw new Error(`No sign-in link in the mail to ${email}`);
      const verified = await page.context().request.post('/api/auth/verify', { data: { token }, timeout: SERVER_STEP.timeout });
      expect(verified.status(), `POST /api/auth/verify for ${email}: ${await verified.text()}`).toBe(200);
    }
  });
  if (firstVisit) return completeFirstVisit(page, firstVisit);
  await page.goto('/app/listings');
  // Signed out, the guard would have sent the page to /login?next=…
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER_STEP);
  await expect(page).toHaveURL(/\/app\/listings$/);
}

/** Asks for a sign-in link through the API and returns its mail from the local inbox. */
async function askForASignInLink(page: Page, email: string, waitForMail: WaitForMail): Promise<StoredMail> {
  const since = Math.floor(Date.now() / 1000) - 1;
  await forgetSignInBudget(email);
  const asked = await page.context().request.post('/api/auth/request-magic-link', { data: { email }, timeout: SERVER_STEP.timeout });
  expect(asked.status(), `POST /api/auth/request-magic-link for ${email}: ${await asked.text()}`).toBe(200);
  return waitForMail(email, { sinceSeconds: since });
}

/**
 * A new account's first visit (issue 13): first and last name, 18+ and the Terms, then the app.
 * Accounts created with names and the confirmation already (the demo seed, store helpers) skip it.
 */
export async function completeFirstVisit(page: Page, names: { firstName: string; lastName: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible(SERVER_STEP);
  await page.getByLabel('First name').fill(names.firstName);
  await page.getByLabel('Last name').fill(names.lastName);
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeHidden(SERVER_STEP);
}

/** A new browser context (desktop size unless told otherwise) signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  waitForMail: WaitForMail,
  options: BrowserContextOptions = {},
  firstVisit?: { firstName: string; lastName: string },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, ...options })).newPage();
  await signIn(page, email, waitForMail, firstVisit);
  return page;
}

/** axe-core finds no violation at all on the page, its parts below the fold rendered (ADR 0198). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await renderBelowTheFold(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`)).toEqual([]);
}

/**
 * Every image on the page has finished loading (or failed), so a screenshot shows them. The grid's
 * photos below the first screenful load lazily (ListingPhoto): they are switched to eager first,
 * or one that is never scrolled near would never complete. A bare `waitForFunction` on
 * `img.complete` hung the grid journey until its timeout once other journeys had added listings
 * (CI, 2026-11-29); this waits at most 60 s and then names the images still loading.
 * `loaded: true` also requires each image to have decoded (none broken).
 */
export async function expectImagesSettled(page: Page, { loaded = false } = {}): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((mustLoad) => {
          // Each time: a card rendered since the last look (a refetch) comes lazy again.
          for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
          return [...document.images].filter((img) => !img.complete || (mustLoad && img.naturalWidth === 0)).map((img) => img.currentSrc || img.src);
        }, loaded),
      { message: loaded ? 'images still loading or broken' : 'images still loading', timeout: 60_000 },
    )
    .toEqual([]);
}
