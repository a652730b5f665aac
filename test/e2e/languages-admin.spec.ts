import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';

/*
 * Issue 40, area "admin": the admin's screens and the marketing inbox converted to catalogs
 * (namespaces `admin`, `marketing`; the dialogs' Close and confirmations from `shell`), as the demo
 * admin ada@acme.test. Read only: nothing is clicked that changes the demo data other journeys read.
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
  test('pseudo-locale, axe in English and German, German at 390 px', async ({ browser, waitForMail }) => {
    test.setTimeout(420_000);
    const page = await signedInPage(browser, 'ada@acme.test', waitForMail, { viewport: PHONE, locale: 'en-US' });

    for (const route of ROUTES) {
      await visit(page, route, 'pseudo');
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }
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
    }
    await visit(page, '/app/admin', 'de');
    await expect(page.getByRole('heading', { name: 'Admin-Übersicht' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nutzer verwalten' })).toBeVisible();
    await visit(page, '/admin/marketing', 'de');
    await expect(page.getByRole('heading', { name: 'Warteliste und Demo-Anfragen' })).toBeVisible();
  });
});
