import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, utcDate } from '@worknest/shared/booking';
import { expect, test } from './support/fixtures';
import { allowConsoleErrors, completeFirstVisit, expectNoWiderThan, PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';
import { newCopenhagenListing, newMember, useLocalStore } from './support/store-records';
import { randomUUID } from 'node:crypto';
import { renderBelowTheFold } from './support/below-the-fold';

/*
 * Issue 40, area "account": the member's own screens converted to catalogs (namespaces `bookings`,
 * `approvals`, `exchange`): My Bookings (/app/bookings, with a trip), the stay page (/app/bookings/{id}), the
 * checkout's outcome pages, Approvals (nothing to decide for this member) and Home swaps (none yet). A guest of its own with a paid stay at a host of its own (not a demo account that
 * other journeys read in English at the same time).
 * - In the pseudo-locale no visible text is outside ⟦ ⟧ (a listing's title, an address, a name are
 *   the members' own words, marked data-i18n-exempt; dates are in <time>).
 * - axe with the WCAG 2.2 AA rules finds nothing in English and in German.
 * - German at 390 px: screenshots test-results/screenshots/languages-account-*, looked at by a person.
 */
const DOMAIN = 'acme.test';

async function arrangeStay(localEnv: Record<string, string>): Promise<{ guestEmail: string; bookingId: string }> {
  const host = await newMember(localEnv, DOMAIN, 'Hilde', 'Host');
  const guest = await newMember(localEnv, DOMAIN, 'Gustav', 'Guest');
  useLocalStore(localEnv);
  const flat = await newCopenhagenListing(host.id, DOMAIN, 'Quiet flat by the lakes');
  const { seedPaidStay } = await import('@worknest/scripts/seed/bookings-seed');
  const checkIn = addDays(utcDate(Date.now()), 20);
  const booking = await seedPaidStay(flat, guest.id, { checkIn, checkOut: addDays(checkIn, 3), numberOfGuests: 2 }, Date.now());
  return { guestEmail: guest.email, bookingId: booking.id };
}

function routesOf(bookingId: string): string[] {
  return ['/app/bookings', `/app/bookings/${bookingId}`, '/app/booking-cancel', '/app/booking-success?id=pi_unknown0000000000000000', '/app/approvals', '/app/swaps'];
}

async function visit(page: Page, route: string, lang?: string): Promise<void> {
  await page.goto(lang ? `${route}${route.includes('?') ? '&' : '?'}lang=${lang}` : route);
  // A busy machine: the session check and the page's data can take a while.
  await expect(page.locator('main').locator('h1, h2').first()).toBeAttached({ timeout: 30_000 });
  await switcher(page);
  // Every part of the page, below the fold too (ADR 0198).
  await renderBelowTheFold(page);
  // The page's data has loaded (no skeleton left).
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * My Bookings shows each confirmed stay's review line (features/reviews, the "member" area's
 * `reviews` namespace, converted by that area): until it is, its English line is left out here.
 */
async function leaveOutTheReviewsArea(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const line of document.querySelectorAll('main p')) {
      if (line.textContent?.startsWith('You can leave a review from')) line.setAttribute('data-i18n-exempt', '');
    }
  });
}

test.describe('languages: my bookings and stays (issue 40)', () => {
  test('pseudo-locale, axe in English and German, German at 390 px', async ({ browser, localEnv, waitForMail }) => {
    test.setTimeout(420_000);
    const { guestEmail, bookingId } = await arrangeStay(localEnv);
    const routes = routesOf(bookingId);
    const page = await signedInPage(browser, guestEmail, waitForMail, { viewport: PHONE, locale: 'en-US' });
    // The success page asked about an unknown payment: the API's 404 is the point ("Booking not found").
    allowConsoleErrors(page, /booking-success\?id=pi_unknown.*status of 404/);

    for (const route of routes) {
      await visit(page, route, 'pseudo');
      await leaveOutTheReviewsArea(page);
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }

    for (const route of routes) {
      await visit(page, route, 'en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoWcagViolations(page);
    }
    await visit(page, '/app/bookings', 'en');
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await expect(page.getByText('3 nights · 2 guests')).toBeVisible();

    await mkdir(SCREENSHOTS, { recursive: true });
    for (const [index, route] of routes.entries()) {
      await visit(page, route, 'de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expectNoWcagViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}languages-account-de-${index}-390.png`, fullPage: true });
      await expectNoWiderThan(page, PHONE.width, `languages-account-de-${index}`);
    }
    await visit(page, '/app/bookings', 'de');
    await expect(page.getByRole('heading', { name: 'Meine Buchungen' })).toBeVisible();
    await expect(page.getByText('3 Nächte · 2 Gäste')).toBeVisible();
    await expect(page.getByText('Bestätigt', { exact: true })).toBeVisible();
  });
});

/**
 * Issue 40 part 2, area "profile, HR and company billing": a member of its own (no demo account:
 * the profile changes data) at its first visit (the eligibility step, features/auth), then
 * /app/profile (details, payouts, blocked members, your data, notifications: `profile`) and the
 * calendar sync card on the member's own listing (`calendar`).
 */
async function newMemberBeforeFirstVisit(localEnv: Record<string, string>): Promise<{ id: string; email: string }> {
  useLocalStore(localEnv);
  const { createUser } = await import('@worknest/functions/store/users');
  const email = `paula-${randomUUID().slice(0, 8)}@${DOMAIN}`;
  const user = await createUser({ email, companyDomain: DOMAIN });
  return { id: user.id, email };
}

/**
 * Parts of a page that other areas convert (their own language journeys check them): left out of
 * this area's pseudo-locale check while they still show English, by their selector.
 */
async function leaveOut(page: Page, selectors: string[]): Promise<void> {
  await page.evaluate((list) => {
    for (const selector of list) for (const element of document.querySelectorAll(selector)) element.setAttribute('data-i18n-exempt', '');
  }, selectors);
}

/** Everything of the listing page but the calendar sync card (the listing page is the listing area's). */
async function onlyCalendarSync(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /Calendar sync|Kalendersynchronisierung|Çáļéñďáŕ šýñç/ })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    const card = document.querySelector('[data-testid="imported-blocked-nights"]')?.closest('section')?.parentElement?.parentElement;
    for (const element of document.querySelectorAll('main *')) {
      if (card && !card.contains(element) && !element.contains(card)) element.setAttribute('data-i18n-exempt', '');
    }
  });
}

/** Profile sections of other areas: My Listings (listing form area), saved searches (member area), a stay's review (reviews). */
const PROFILE_OTHER_AREAS = ['#my-listings', '#saved-searches'];

test.describe('languages: profile, first visit and calendar sync (issue 40)', () => {
  test('pseudo-locale, axe in English and German, German at 390 px', async ({ browser, localEnv, waitForMail }) => {
    test.setTimeout(480_000);
    const member = await newMemberBeforeFirstVisit(localEnv);
    const { id: listingId } = await newCopenhagenListing(member.id, DOMAIN, 'Paula’s flat by the harbour');
    const page = await signedInPage(browser, member.email, waitForMail, { viewport: PHONE, locale: 'en-US' });
    // Before the first visit's step the API refuses the page's calls (403 eligibility_required): the point.
    // (signedInPage's own first load of /app/listings included.)
    allowConsoleErrors(page, /\/app\/listings(\?lang=\w+)?: Failed to load resource: the server responded with a status of 403/);
    await mkdir(SCREENSHOTS, { recursive: true });

    // The first visit's step, on any /app page.
    for (const lang of ['pseudo', 'en', 'de']) {
      await page.goto(`/app/listings?lang=${lang}`);
      await expect(page.locator('h1')).toBeVisible({ timeout: 30_000 });
      if (lang === 'pseudo') expect(await textsOutsideCatalogs(page), 'first visit').toEqual([]);
      else await expectNoWcagViolations(page);
    }
    await expect(page.getByRole('heading', { name: 'Bevor Sie beginnen' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}languages-account-de-first-visit-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-account-de-first-visit`);
    await page.goto('/app/listings?lang=en');
    await completeFirstVisit(page, { firstName: 'Paula', lastName: 'Profile' });

    const routes = ['/app/profile', `/app/listings/${listingId}`];
    for (const route of routes) {
      await visit(page, route, 'pseudo');
      if (route === '/app/profile') await leaveOut(page, PROFILE_OTHER_AREAS);
      else await onlyCalendarSync(page);
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }
    for (const lang of ['en', 'de']) {
      for (const [index, route] of routes.entries()) {
        await visit(page, route, lang);
        await expectNoWcagViolations(page);
        if (lang === 'de') await page.screenshot({ path: `${SCREENSHOTS}languages-account-de-profile-${index}-390.png`, fullPage: true });
        if (lang === 'de') await expectNoWiderThan(page, PHONE.width, `languages-account-de-profile-${index}`);
      }
    }
    await visit(page, '/app/profile', 'de');
    const details = page.locator('#details');
    await expect(details.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await expect(page.getByText('Sie haben niemanden blockiert.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Auszahlungen einrichten' })).toBeVisible();
    // The edit form (its own chunk) in German.
    await details.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByLabel('Benutzername (optional)')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}languages-account-de-profile-form-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-account-de-profile-form`);
    await visit(page, '/app/profile', 'en');
    await expect(page.getByRole('button', { name: 'Set up payouts' })).toBeVisible();
  });
});

/**
 * HR (`hr`) and company billing (`billing`) as the demo HR account hana@acme.test, read only (the
 * dashboard, offices, home exchange, travel policy, reports, billing), and the approval e-mail's
 * public page without a token (`approvals`). The dashboard rows' Deactivate button (components/
 * active-toggle, shared with the admin's user list) is the admin area's.
 */
const HR_ROUTES = ['/app/hr', '/app/hr/offices', '/app/hr/home-exchange', '/app/hr/policy', '/app/hr/reports', '/app/hr/billing', '/approvals/decide'];

async function visitHr(page: Page, route: string, lang: string): Promise<void> {
  await page.goto(`${route}?lang=${lang}`);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  if (!route.startsWith('/approvals')) await switcher(page);
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('languages: HR and company billing (issue 40)', () => {
  test('pseudo-locale, axe in English and German, German at 390 px', async ({ browser, waitForMail }) => {
    test.setTimeout(480_000);
    const page = await signedInPage(browser, 'hana@acme.test', waitForMail, { viewport: PHONE, locale: 'en-US' });
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const route of HR_ROUTES) {
      await visitHr(page, route, 'pseudo');
      await leaveOut(page, ['[data-testid="active-toggle"]']);
      await page.evaluate(() => {
        // The rows' Deactivate / Reactivate (components/active-toggle: the admin area's).
        for (const button of document.querySelectorAll('main button')) {
          if (/^(Deactivate|Reactivate)$/.test(button.textContent?.trim() ?? '')) button.setAttribute('data-i18n-exempt', '');
        }
      });
      expect(await textsOutsideCatalogs(page), route).toEqual([]);
    }
    for (const lang of ['en', 'de']) {
      for (const [index, route] of HR_ROUTES.entries()) {
        await visitHr(page, route, lang);
        await expectNoWcagViolations(page);
        if (lang === 'de') await page.screenshot({ path: `${SCREENSHOTS}languages-account-de-hr-${index}-390.png`, fullPage: true });
        if (lang === 'de') await expectNoWiderThan(page, PHONE.width, `languages-account-de-hr-${index}`);
      }
    }
    await visitHr(page, '/app/hr', 'de');
    await expect(page.getByRole('heading', { name: 'HR-Dashboard' })).toBeVisible();
    await visitHr(page, '/app/hr/reports', 'de');
    await expect(page.getByRole('region', { name: 'Kennzahlen' }).getByText(/ % \(\d+ Aufenthalte?\)/)).toBeVisible();
    // A row's benchmark note is written from its rates (ADR 0187), not the server's English.
    await expect(page.locator('main table').getByText(/^(Stadtsatz|Landessatz|kein Satz|keine Nächte|\d+ Sätze)/).first()).toBeVisible();
    await visitHr(page, '/app/hr/billing', 'de');
    await expect(page.getByRole('heading', { name: 'Abrechnung', level: 1 })).toBeVisible();
    await visitHr(page, '/app/hr/reports', 'en');
    await expect(page.getByRole('heading', { name: 'Travel reports', level: 1 })).toBeVisible();
  });
});
