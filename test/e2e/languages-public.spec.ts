import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoWiderThan, PHONE, SCREENSHOTS } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';

/*
 * Issue 40, part 2, the public pages (what a visitor sees): the landing page (with its mobile menu,
 * waitlist and demo dialogs open), the company sign-up and its confirmation page (a link without
 * its token), the sign-in link's page and the unsubscribe page (also without a token: what a
 * visitor without a valid link sees), the not-found page, in the pseudo-locale (no visible text
 * outside a catalog's ⟦ ⟧), axe WCAG 2.2 AA in English and in German, German at 390 px
 * (screenshots test-results/screenshots/languages-public-*, looked at). The landing page's English
 * is in its first script (ADR 0171); a German browser gets it in German.
 */
const PUBLIC_ROUTES = ['/', '/for-companies', '/for-companies/confirm', '/auth/verify', '/unsubscribe', '/no-such-page'];

async function visit(page: Page, route: string, lang?: string): Promise<void> {
  await page.goto(lang ? `${route}?lang=${lang}` : route);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await switcher(page);
  // The landing page's texts below the hero come with the `public` catalog after the first paint (ADR 0171).
  if (route === '/') await expect(page.locator('footer p').first()).not.toBeEmpty();
}

test.describe('languages, the public pages (issue 40)', () => {
  test('the public pages show only catalog texts in the pseudo-locale, the landing page with its menu and dialogs open', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext({ locale: 'en-US', viewport: PHONE })).newPage();
    for (const route of PUBLIC_ROUTES) {
      await visit(page, route, 'pseudo');
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }

    await visit(page, '/', 'pseudo');
    // The mobile menu (its texts load with it).
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByTestId('site-nav').getByRole('button', { name: /Öþéñ/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'mobile menu').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The waitlist dialog, both steps, and the demo dialog.
    await page.locator('#top').getByRole('button', { name: /Jöíñ/ }).click();
    const waitlist = page.getByTestId('waitlist-modal');
    await expect(waitlist).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'waitlist step 1').toEqual([]);
    await waitlist.locator('select[name="role"]').selectOption('hr');
    await waitlist.getByLabel(/Ŵöŕķ/).fill('jonas@acme.test');
    await waitlist.locator('input[name="companyName"]').fill('Acme');
    await waitlist.locator('button[type="submit"]').click();
    await expect(waitlist.locator('select[name="companySize"]')).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'waitlist step 2').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(waitlist).toHaveCount(0);

    await page.locator('#top').getByRole('button', { name: /Ďéɱö/ }).click();
    const demo = page.getByTestId('demo-modal');
    await expect(demo).toBeVisible();
    // Sent empty: the form's messages come from the catalog too.
    await demo.locator('button[type="submit"]').click();
    await expect(demo.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'demo dialog').toEqual([]);
  });

  test('axe finds nothing on the public pages in English (WCAG 2.2 AA), and the landing page keeps its English texts', async ({ browser }) => {
    test.setTimeout(120_000);
    const english = await (await browser.newContext({ locale: 'en-US' })).newPage();
    for (const route of PUBLIC_ROUTES) {
      await visit(english, route);
      await expect(english.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoWcagViolations(english);
    }
    await visit(english, '/');
    await expect(english.getByRole('heading', { level: 1, name: 'Give your team the world, without the hotel bill' })).toBeVisible();
    await expect(english).toHaveTitle('Worknest: work-ready stays with colleagues, not hotels');
  });

  test('a German browser gets the public pages in German at 390 px, axe finds nothing in them, and the footer switcher changes the language', async ({ browser }) => {
    test.setTimeout(150_000);
    const german = await (await browser.newContext({ locale: 'de-DE', viewport: PHONE })).newPage();
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const [index, route] of PUBLIC_ROUTES.entries()) {
      await visit(german, route);
      await expect(german.locator('html')).toHaveAttribute('lang', 'de');
      await expectNoWcagViolations(german);
      // The landing page's sections appear as they scroll into view: scroll through it once first.
      await german.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await german.screenshot({ path: `${SCREENSHOTS}languages-public-de-${index}-390.png`, fullPage: true });
      await expectNoWiderThan(german, PHONE.width, `languages-public-de-${index}`);
    }
    await visit(german, '/');
    await expect(german.getByRole('heading', { level: 1, name: 'Die Welt für Ihr Team, ohne Hotelrechnung' })).toBeVisible();
    await german.locator('#top').getByRole('button', { name: 'Auf die Warteliste' }).click();
    await expect(german.getByTestId('waitlist-modal').getByLabel('Arbeits-E-Mail')).toBeVisible();
    await expectNoWcagViolations(german);
    await german.screenshot({ path: `${SCREENSHOTS}languages-public-de-waitlist-390.png` });
    await german.keyboard.press('Escape');

    // The footer's switcher: French at once, kept on this device (the cookie banner answered first: it covers the footer's end).
    await german.getByTestId('cookie-banner').getByRole('button', { name: 'Akzeptieren' }).click();
    const footerSwitcher = german.locator('footer').getByRole('button', { name: /Sprache/ });
    await footerSwitcher.scrollIntoViewIfNeeded();
    await footerSwitcher.click();
    await german.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(german.getByRole('heading', { level: 1, name: 'Offrez le monde à votre équipe, sans la note d’hôtel' })).toBeVisible();
    await expect(german.locator('html')).toHaveAttribute('lang', 'fr');
    await german.reload();
    await expect(german.getByRole('heading', { level: 1, name: 'Offrez le monde à votre équipe, sans la note d’hôtel' })).toBeVisible();
  });
});
