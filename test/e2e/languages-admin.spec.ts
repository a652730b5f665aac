import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoWiderThan, PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';
import { useLocalStore } from './support/store-records';

/*
 * Issue 40, area "admin": the admin's screens and the marketing inbox converted to catalogs
 * (namespaces `admin`, `marketing`; the dialogs' Close and confirmations from `shell`), as the demo
 * admin ada@acme.test. Read only: nothing is clicked that changes the demo data other journeys read.
 * The marketing inbox is shown with entries: a waitlist signup sent twice (its history dialog is
 * opened) and a demo request of this run, written a day back so that marketing.spec's newest-first
 * rows stay its own. The review queue holds a review of this run waiting for moderation (its
 * stars' label, the reviewer's side, the blind badge); nothing approves it.
 * - In the pseudo-locale no visible text is outside ⟦ ⟧ (names, titles, domains, e-mail addresses
 *   and what members wrote are their own words, marked data-i18n-exempt; dates are in <time>).
 * - axe with the WCAG 2.2 AA rules finds nothing in English and in German.
 * - German at 390 px: screenshots test-results/screenshots/languages-admin-*, looked at by a person.
 */
const ROUTES = [
  '/app/admin',
  '/app/admin/users',
  '/app/admin/listings',
  '/app/admin/reviews',
  '/app/admin/reports',
  '/app/admin/bookings',
  '/app/admin/analytics',
  '/app/admin/settings',
  '/admin/marketing',
] as const;

async function visit(page: Page, route: string, lang: string): Promise<void> {
  await page.goto(`${route}?lang=${lang}`);
  // A busy machine: the session check and the page's data can take a while.
  await expect(page.locator('main').locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await switcher(page);
  // The page's data has loaded (no skeleton, no busy list left).
  await expect(page.locator('[aria-busy="true"], .animate-pulse, [role="status"][aria-label]')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('languages: the admin and the marketing inbox (issue 40)', () => {
  test('pseudo-locale, axe in English and German, German at 390 px', async ({ browser, waitForMail, localEnv }) => {
    test.setTimeout(420_000);
    const waitlistEmail = await inboxEntries(localEnv);
    const reviewComment = await pendingReview(localEnv);
    const page = await signedInPage(browser, 'ada@acme.test', waitForMail, { viewport: PHONE, locale: 'en-US' });

    for (const route of ROUTES) {
      await visit(page, route, 'pseudo');
      if (route === '/app/admin/reviews') {
        const review = page.getByRole('listitem').filter({ hasText: reviewComment });
        await expect(review).toBeVisible();
        await expect(review.getByRole('img')).toHaveAttribute('aria-label', /^⟦.*⟧$/);
      }
      if (route === '/admin/marketing') {
        await expect(page.getByTestId('waitlist-table').locator('tbody tr', { hasText: waitlistEmail })).toBeVisible();
        await expect(page.getByTestId('demo-requests-table').locator('tbody tr').first()).toBeVisible();
      }
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }
    // The waitlist signup's two submissions, in their dialog.
    await visit(page, '/admin/marketing', 'pseudo');
    await page.getByTestId('waitlist-table').locator('tbody tr', { hasText: waitlistEmail }).getByRole('button').click();
    const history = page.getByRole('dialog');
    await expect(history.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    expect(await textsOutsideCatalogs(page), 'submission history dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    // The status filter's choices and a company's single sign-on dialog, opened and closed again (nothing saved).
    await visit(page, '/app/admin/settings', 'pseudo');
    const sso = page.getByRole('button', { name: /Šíñĝļé šíĝñ-öñ/ }).first();
    if (await sso.isVisible()) {
      await sso.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await textsOutsideCatalogs(page), 'single sign-on dialog').toEqual([]);
      await dialog.getByRole('button', { name: /Çļöšé/ }).click();
      await expect(dialog).toBeHidden();
    }

    for (const route of ROUTES) {
      await visit(page, route, 'en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoWcagViolations(page);
    }
    await visit(page, '/app/admin', 'en');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Admin areas' }).getByRole('link', { name: 'Manage users' })).toBeVisible();

    await mkdir(SCREENSHOTS, { recursive: true });
    for (const [index, route] of ROUTES.entries()) {
      await visit(page, route, 'de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expectNoWcagViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}languages-admin-de-${index}-390.png`, fullPage: true });
      await expectNoWiderThan(page, PHONE.width, `languages-admin-de-${index}`);
    }
    await visit(page, '/app/admin', 'de');
    await expect(page.getByRole('heading', { name: 'Admin-Übersicht' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nutzer verwalten' })).toBeVisible();
    await visit(page, '/admin/marketing', 'de');
    await expect(page.getByRole('heading', { name: 'Warteliste und Demo-Anfragen' })).toBeVisible();
    await expect(page.getByTestId('waitlist-table').locator('tbody tr', { hasText: waitlistEmail })).toContainText('Europa, Nordamerika');
    // The CSV stays English in every language (README, Languages): the same columns and values a script or a spreadsheet reads.
    const download = page.waitForEvent('download');
    await page.locator('section', { has: page.getByTestId('waitlist-table') }).getByRole('button', { name: 'CSV herunterladen' }).click();
    const csv = (await readFile(await (await download).path())).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('Submitted at (UTC),Email,Role,Company,Company size,Primary regions,Form,First submitted at (UTC),Submissions');
    expect(csv).toContain(`${waitlistEmail},HR/People Ops,Initech Europe,51-200,"Europe; North America",Waitlist modal,`);
  });
});

/** A guest's review of a host (4 stars), waiting for a moderator; returns its comment. */
async function pendingReview(localEnv: Record<string, string>): Promise<string> {
  useLocalStore(localEnv);
  const { createReview } = await import('@worknest/functions/store/reviews');
  const comment = `Bright room, steady Wi-Fi, a kind host (${randomUUID().slice(0, 8)}).`;
  await createReview({
    id: randomUUID(),
    bookingId: randomUUID(),
    reviewerId: randomUUID(),
    revieweeId: randomUUID(),
    reviewType: 'guest_to_host',
    rating: 4,
    comment,
    isApproved: false,
    moderatedBy: null,
    moderatedAt: null,
    createdAt: new Date().toISOString(),
    listingId: randomUUID(),
    listingTitle: 'Sunny loft near the canal',
    companyDomain: 'acme.test',
    checkIn: '2026-01-05',
    checkOut: '2026-01-09',
    reviewerName: 'Rita R.',
    revieweeName: 'Hanne H.',
    revealAt: null,
    revealedAt: null,
    replyText: null,
    repliedAt: null,
  });
  return comment;
}

/**
 * A waitlist signup sent twice and a demo request, written to the store a day back (the admin's
 * lists are newest first: marketing.spec's just-sent entries stay at the top). Returns the
 * waitlist address.
 */
async function inboxEntries(localEnv: Record<string, string>): Promise<string> {
  useLocalStore(localEnv);
  const { upsertDemoRequest, upsertWaitlistEntry } = await import('@worknest/functions/store/marketing');
  const run = randomUUID().slice(0, 8);
  const email = `sprachen-${run}@example.test`;
  const now = Date.now;
  Date.now = () => now() - 24 * 60 * 60 * 1000;
  try {
    for (const companyName of ['Initech', 'Initech Europe']) {
      await upsertWaitlistEntry({ email, role: 'hr', companyName, companySize: '51-200', regions: ['europe', 'north_america'], source: 'modal' });
    }
    await upsertDemoRequest({ name: 'Dana Demo', email: `demo-${run}@example.test`, company: 'Globex', role: 'ops', companySize: '501+', message: 'A demo for our Berlin team, please.' });
  } finally {
    Date.now = now;
  }
  return email;
}
