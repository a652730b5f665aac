import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, SCREENSHOTS, signedInPage, type WaitForMail } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';

/*
 * Issue 40, part 2, the member's area (finding a home): the converted routes in the pseudo-locale
 * (no visible text outside a catalog's ⟦ ⟧, with the Filters panel and the "Save this search"
 * dialog open), axe WCAG 2.2 AA in English and in German, German at 390 px (screenshots
 * test-results/screenshots/languages-member-*, looked at). A member of its own, who saves a home,
 * so no demo account other journeys read changes.
 */
const CONVERTED_MEMBER_ROUTES = ['/app/listings', '/app/favourites'];

async function member(browser: Browser, waitForMail: WaitForMail, locale: string, viewport: { width: number; height: number } = PHONE): Promise<Page> {
  const email = `mitglied-${randomUUID().slice(0, 8)}@acme.test`;
  return signedInPage(browser, email, waitForMail, { viewport, locale }, { firstName: 'Lena', lastName: 'Vogt' });
}

/** The page (with `?lang=` as asked) once its heading and content have loaded. */
async function visit(page: Page, route: string, lang?: string): Promise<void> {
  await page.goto(lang ? `${route}?lang=${lang}` : route);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('languages, the member area (issue 40)', () => {
  test('listings and favourites show only catalog texts in the pseudo-locale, with Filters and Save this search open', async ({ browser, waitForMail }) => {
    test.setTimeout(120_000);
    const page = await member(browser, waitForMail, 'en-US', { width: 1280, height: 800 });
    await visit(page, '/app/listings', 'pseudo');
    await expect(page.getByRole('listitem').filter({ has: page.locator('article') }).first()).toBeVisible();
    expect(await textsOutsideCatalogs(page), '/app/listings').toEqual([]);

    // The heart keeps a home for the favourites page (and its label is the catalog's).
    await page.locator('article button[aria-pressed="false"]').first().click();
    await expect(page.locator('article button[aria-pressed="true"]').first()).toBeVisible();

    const filters = page.getByRole('button', { name: /Fíļţéŕš/ });
    await expect(filters).toBeEnabled({ timeout: 30_000 });
    await filters.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'Filters').toEqual([]);
    await page.keyboard.press('Escape');

    const save = page.getByRole('button', { name: /Šávé ţĥíš/ }).first();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'Save this search').toEqual([]);
    await page.keyboard.press('Escape');

    await visit(page, '/app/favourites', 'pseudo');
    await expect(page.locator('article').first()).toBeVisible();
    expect(await textsOutsideCatalogs(page), '/app/favourites').toEqual([]);
  });

  test('axe finds nothing on them in English and in German; German at 390 px', async ({ browser, waitForMail }) => {
    test.setTimeout(150_000);
    const english = await member(browser, waitForMail, 'en-US');
    for (const route of CONVERTED_MEMBER_ROUTES) {
      await visit(english, route);
      await expect(english.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoWcagViolations(english);
    }
    // A member of its own who chooses German in the header (saved to the profile: it wins over the browser's).
    const german = await member(browser, waitForMail, 'en-US');
    await visit(german, '/app/listings');
    await (await switcher(german)).click();
    await german.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(german.locator('html')).toHaveAttribute('lang', 'de');
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const [index, route] of CONVERTED_MEMBER_ROUTES.entries()) {
      await visit(german, route);
      await expect(german.locator('html')).toHaveAttribute('lang', 'de');
      await expectNoWcagViolations(german);
      await german.screenshot({ path: `${SCREENSHOTS}languages-member-de-${index}-390.png`, fullPage: true });
    }
    await visit(german, '/app/listings');
    await expect(german.getByRole('heading', { name: 'Unterkünfte', level: 1 })).toBeVisible();
    await expect(german.getByRole('status').filter({ hasText: /Unterkünfte? (gefunden|angezeigt)/ })).toBeVisible();
    const filters = german.getByRole('button', { name: 'Filter' });
    await expect(filters).toBeEnabled({ timeout: 30_000 });
    await filters.click();
    await expect(german.getByRole('dialog')).toBeVisible();
    await expect(german.getByText('Preis pro Nacht')).toBeVisible();
    await expectNoWcagViolations(german);
    await german.screenshot({ path: `${SCREENSHOTS}languages-member-de-filters-390.png` });
  });
});
