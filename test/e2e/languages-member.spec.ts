import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { format, parse } from 'date-fns';
import { addDays, utcDate } from '@worknest/shared/booking';
import { expect, test } from './support/fixtures';
import { allowConsoleErrors, expectNoWiderThan, PHONE, SCREENSHOTS, signedInPage, type WaitForMail } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';
import { newCopenhagenListing, newMember, useLocalStore } from './support/store-records';

/*
 * Issue 40, part 2, the member's area (finding a home): the converted routes in the pseudo-locale
 * (no visible text outside a catalog's ⟦ ⟧, with the Filters panel and the "Save this search"
 * dialog open), axe WCAG 2.2 AA in English and in German, German at 390 px (screenshots
 * test-results/screenshots/languages-member-*, looked at). A member of its own, who saves a home,
 * so no demo account other journeys read changes.
 *
 * The results' map (`?map=1`): MapLibre's controls and gesture hint are catalog texts (`shell`
 * map.*); only its attribution and the pins (places, prices) are data-i18n-exempt.
 *
 * Then the listing page (`listing`, `reviews`, `safety`) with its booking panel filled in, a
 * published review and the Report dialog open, and the checkout (`checkout`) it leads to: a host,
 * a reviewer and a guest of their own (the guest's checkout holds nights of that host's home only).
 * A refused card (the emulator's 4000 0000 0000 9995, insufficient funds) says so from the `errors`
 * catalog by Stripe's code, in the pseudo-locale and in German.
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

    // The results' map: MapLibre's own texts are the catalog's, only the attribution and the pins are exempt.
    await visit(page, '/app/listings?map=1&lang=pseudo');
    const map = page.getByTestId('map');
    await expect(map.locator('.maplibregl-ctrl-zoom-in')).toBeVisible({ timeout: 30_000 });
    await expect(map.locator('.maplibregl-ctrl-zoom-in')).toHaveAttribute('title', /^⟦.*⟧$/);
    await expect(map.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute('aria-label', /^⟦.*⟧$/);
    await expect(map.locator('.maplibregl-cooperative-gesture-screen')).toContainText('⟦');
    await expect(map.locator('canvas')).toHaveAttribute('aria-label', /^⟦.*⟧$/);
    expect(await map.locator('[data-i18n-exempt]').evaluateAll((exempt) => exempt.map((element) => element.matches('.maplibregl-ctrl-attrib, [data-pin]')))).not.toContain(false);
    expect(await textsOutsideCatalogs(page), '/app/listings?map=1').toEqual([]);
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
      await expectNoWiderThan(german, PHONE.width, `languages-member-de-${index}`);
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

  test('the listing page (booking panel, a review, Report) and the checkout: pseudo-locale, axe in English and German, German at 390 px', async ({ browser, waitForMail, localEnv }) => {
    test.setTimeout(420_000);
    const listingId = await listingWithAReview(localEnv);
    const page = await member(browser, waitForMail, 'en-US');
    const route = `/app/listings/${listingId}`;
    const checkIn = addDays(utcDate(Date.now()), 20);
    const checkOut = addDays(checkIn, 3);

    await visitListing(page, route, 'pseudo');
    expect(await textsOutsideCatalogs(page), route).toEqual([]);
    // The panel with its dates: the price, the cancellation terms with their deadlines.
    const panel = page.locator('form').filter({ has: page.locator('input[type="number"]') });
    await pickStay(page, panel, checkIn, checkOut);
    await expect(panel.locator('dl')).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'booking panel with dates').toEqual([]);
    // Report this listing, its dialog open.
    await page.getByRole('button', { name: /Réþöŕţ ţĥíš ļíšţíñĝ/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await textsOutsideCatalogs(page), 'Report dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Book: the checkout (still in the pseudo-locale), its nights held for this member.
    await panel.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/app\/checkout/);
    await expect(page.getByLabel(/Çáŕď ñúɱƀéŕ/)).toBeVisible({ timeout: 30_000 });
    expect(await textsOutsideCatalogs(page), '/app/checkout').toEqual([]);
    // A card the emulator refuses (insufficient funds): Stripe's English becomes the catalog's text.
    // The browser reports the emulator's 402 on purpose.
    allowConsoleErrors(page, /status of 402/);
    await payWith(page, '4000 0000 0000 9995');
    await expect(page.getByRole('alert').filter({ hasText: '⟦' }).first()).toBeVisible({ timeout: 30_000 });
    expect(await textsOutsideCatalogs(page), '/app/checkout, card refused').toEqual([]);

    for (const path of [route, '/app/checkout']) {
      await visitListing(page, path, 'en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoWcagViolations(page);
    }
    await expect(page.getByText(/^Accommodation \(€100(\.00)?\/night × 3 nights\)$/)).toBeVisible();

    await mkdir(SCREENSHOTS, { recursive: true });
    await visitListing(page, route, 'de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-member-de-listing-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-member-de-listing`);
    // The calendar in German: month and weekdays through format-dates, its buttons from the catalog.
    await page.getByLabel('Check-in', { exact: true }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('button', { name: 'Zum nächsten Monat' })).toBeVisible();
    await expect(calendar.getByText(/^Mo\.?$/).first()).toBeVisible();
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-member-de-calendar-390.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Diese Unterkunft melden' }).click();
    await expect(page.getByRole('dialog', { name: 'Diese Unterkunft melden' })).toBeVisible();
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-member-de-report-390.png` });
    await page.keyboard.press('Escape');

    await visitListing(page, '/app/checkout', 'de');
    await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Unterkunft \(100(,00)?\s€\/Nacht × 3 Nächte\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestätigen und bezahlen' })).toBeVisible();
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-member-de-checkout-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-member-de-checkout`);
    // The refused card in German (errors card.insufficient_funds).
    await payWith(page, '4000 0000 0000 9995');
    await expect(page.getByRole('alert').filter({ hasText: 'Ihre Karte ist nicht ausreichend gedeckt.' }).first()).toBeVisible({ timeout: 30_000 });
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-member-de-checkout-declined-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-member-de-checkout-declined`);
  });
});

/** The checkout's card form (by the fields' names: their labels are in the page's language), then its submit button. */
async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.locator('input[name="cardnumber"]').fill(cardNumber);
  await page.locator('input[name="exp-date"]').fill(`12${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('form:has(input[name="cardnumber"]) button[type="submit"]').click();
}

/** A home of a host of its own in Copenhagen (strict policy: each refund step is shown) with a published review by a guest of its own. */
async function listingWithAReview(localEnv: Record<string, string>): Promise<string> {
  const host = await newMember(localEnv, 'acme.test', 'Hanne', 'Host');
  const reviewer = await newMember(localEnv, 'acme.test', 'Rita', 'Reviewer');
  useLocalStore(localEnv);
  const title = `Quiet flat by the lakes ${randomUUID().slice(0, 6)}`;
  const flat = await newCopenhagenListing(host.id, 'acme.test', title, { cancellationPolicy: 'strict' });
  const { createReview, getReview, moderateReview } = await import('@worknest/functions/store/reviews');
  const reviewId = randomUUID();
  const at = new Date().toISOString();
  await createReview({
    id: reviewId,
    bookingId: randomUUID(),
    reviewerId: reviewer.id,
    revieweeId: host.id,
    reviewType: 'guest_to_host',
    rating: 4,
    comment: 'A calm desk by the window and fast fibre; the host answered within minutes.',
    isApproved: false,
    moderatedBy: null,
    moderatedAt: null,
    createdAt: at,
    listingId: flat.id,
    listingTitle: title,
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
  expect(await moderateReview((await getReview(reviewId))!, { approve: true, moderatorId: 'e2e', at })).toBe(true);
  return flat.id;
}

/** A page (with `?lang=`) once its heading, the booking panel or the checkout's card form, and the reviews have loaded. */
async function visitListing(page: Page, route: string, lang: string): Promise<void> {
  await page.goto(`${route}?lang=${lang}`);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await switcher(page);
  if (route.startsWith('/app/listings/')) {
    await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('form').filter({ has: page.locator('input[type="number"]') })).toBeVisible({ timeout: 30_000 });
  } else {
    await expect(page.locator('input[name="cardnumber"]')).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * The booking panel's two dates, by position (their labels are pseudo-text here): react-day-picker
 * names each day with its English long date in the pseudo-locale too ("Tuesday, December 1st, 2026").
 */
async function pickStay(page: Page, panel: Locator, checkIn: string, checkOut: string): Promise<void> {
  const calendar = page.getByRole('dialog');
  const pickDay = async (day: string) => {
    const name = format(parse(day, 'yyyy-MM-dd', new Date()), 'PPPP');
    const dayButton = calendar.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
    // The calendar loads on the click: wait for it, or a check before it renders would turn a month too far.
    await expect(calendar.locator('.rdp-button_next')).toBeVisible();
    for (let month = 0; month < 3 && !(await dayButton.isVisible()); month++) await calendar.locator('.rdp-button_next').click();
    await dayButton.click();
  };
  const fields = panel.locator('button[aria-haspopup="dialog"]');
  await fields.nth(0).click();
  await pickDay(checkIn);
  const opened = await calendar.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await fields.nth(1).click();
  await pickDay(checkOut);
  await expect(calendar).toBeHidden();
}
