import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';

/*
 * Issue 40: the languages of the converted screens. The routes below are the ones converted to
 * catalogs so far; the list grows as screens are converted (README "Languages").
 * - In the pseudo-locale (`?lang=pseudo`: English accented, lengthened, each text in ⟦ ⟧) no
 *   visible text may be outside ⟦ ⟧, except the brand and the switcher's language code: such a
 *   text did not come from a catalog. Elements marked `data-i18n-exempt` (the binding English
 *   legal text) are left out.
 * - axe with the WCAG 2.2 AA rules finds nothing in English and in German.
 * - German at 390 px: screenshots (test-results/screenshots/languages-*), looked at by a person.
 */
const CONVERTED_PUBLIC_ROUTES = ['/login', '/auth/check-email?email=jonas%40acme.test', '/privacy', '/terms'];

test.describe('languages (issue 40)', () => {
  test('the converted public pages show only catalog texts in the pseudo-locale', async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of CONVERTED_PUBLIC_ROUTES) {
      await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=pseudo`);
      await expect(page.locator('h1').first()).toBeVisible();
      await switcher(page);
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }
  });

  test('axe finds nothing on the converted pages in English (WCAG 2.2 AA)', async ({ browser }) => {
    test.setTimeout(120_000);
    const english = await (await browser.newContext({ locale: 'en-US' })).newPage();
    for (const route of CONVERTED_PUBLIC_ROUTES) {
      await english.goto(route);
      await expect(english.locator('h1').first()).toBeVisible();
      await switcher(english);
      await expect(english.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoWcagViolations(english);
    }
  });

  test('a German browser gets German pages at 390 px, axe finds nothing in them, and the legal pages say English is binding', async ({ browser }) => {
    test.setTimeout(120_000);
    const german = await (await browser.newContext({ locale: 'de-DE', viewport: PHONE })).newPage();
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const [index, route] of CONVERTED_PUBLIC_ROUTES.entries()) {
      await german.goto(route);
      await expect(german.locator('html')).toHaveAttribute('lang', 'de');
      await switcher(german);
      await expectNoWcagViolations(german);
      await german.screenshot({ path: `${SCREENSHOTS}languages-de-${index}-390.png`, fullPage: route.startsWith('/login') || route.startsWith('/auth') });
    }
    await german.goto('/login');
    await expect(german.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
    await expect(german.getByRole('button', { name: 'Magic Link senden' })).toBeVisible();
    await german.goto('/terms');
    await expect(german.getByText('Der englische Text ist verbindlich')).toBeVisible();
  });

  test('the switcher works by keyboard and the choice is kept on the device', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeVisible();
    // The header's switcher: the footer's has one too, and each loads when the browser is idle, so
    // "the first on the page" could be the footer's at the start and the header's at the end.
    const headerSwitcher = page.getByRole('banner').getByRole('button', { name: /Sprache|Langue/ });
    await expect(headerSwitcher).toBeVisible({ timeout: 20_000 });
    await headerSwitcher.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Français' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(headerSwitcher).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  });

  test('a member’s header in German, and the choice is saved to their profile', async ({ browser, waitForMail }) => {
    test.setTimeout(90_000);
    // A new member of its own (not a demo account that other journeys read in English at the same time).
    const email = `sprache-${randomUUID().slice(0, 8)}@acme.test`;
    const page = await signedInPage(browser, email, waitForMail, { viewport: PHONE, locale: 'en-US' }, { firstName: 'Jonas', lastName: 'Weber' });
    await (await switcher(page)).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Unterkünfte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Willkommen,')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}languages-de-header-390.png` });
    await expect
      .poll(() => page.evaluate(() => fetch('/api/auth/user', { credentials: 'include' }).then((answer) => answer.json() as Promise<{ locale?: string }>).then((user) => user.locale)))
      .toBe('de');
    // The member's language wins over the browser's (English here) on the next visit.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/app/listings');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });
});
