import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { addDays, formatStayDate, utcDate } from '@worknest/shared/booking';
import { formatRevealDay, reviewRevealDate } from '@worknest/shared/review';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { expect as baseExpect, test } from './support/fixtures';
import { SCREENSHOTS, expectNoAxeViolations, signIn, allowConsoleErrors } from './support/journeys';
import { payWith, pickDate } from './support/checkout';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';
import { openProfile } from './support/below-the-fold';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Booking in the browser (issue 6): alex@acme.test books a listing of sam@acme.test with the
 * 4242 test card through the checkout's card form (confirmed by the local Stripe emulator) and
 * sees the success page with the host's contact; the 4000 0000 0000 0002 card shows "Payment
 * Failed" and stays on the checkout. Screenshots at phone and laptop sizes.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Screenshots at a phone and a laptop size. With `focus`, of the viewport scrolled to it (a
 * full-page capture misdraws the sticky header and the sticky booking panel); else the full page.
 */
async function screenshots(page: Page, name: string, focus?: Locator): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SCREENSHOTS}booking-${name}-${viewport.width}x${viewport.height}.png`, fullPage: !focus });
  }
  if (original) await page.setViewportSize(original);
}

/** A listing of sam's written to the store (the listings feature has its own browser test). */
async function createSamsListing(localEnv: Record<string, string>, title = 'Canal-side studio with a standing desk'): Promise<{ id: string; title: string }> {
  Object.assign(process.env, localEnv);
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { putListing } = await import('@worknest/functions/store/listings');
  const sam = await getUserByEmail('sam@acme.test');
  if (!sam) throw new Error('The demo account sam@acme.test is not seeded');
  const record = listingRecord({
    userId: sam.id,
    companyDomain: 'acme.test',
    title,
    description: 'A calm studio on the canal with a standing desk, an ergonomic chair and 1 Gbps fibre. Two minutes from the tram.',
    pricePerNight: 8950,
    address: 'Prinsengracht 263',
    city: 'Amsterdam',
    state: 'North Holland',
    country: 'Netherlands',
    zipCode: '1016 GV',
    amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen', 'Coffee Maker'],
    workReady: workReadyFromLegacy({ wifiSpeed: '1 Gbps' }),
    minNights: 2,
    maxNights: 14,
    advanceNoticeDays: 1,
  });
  await putListing(record);
  return { id: record.id, title: record.title };
}

/** The listing's nights from `from` on that are booked or held right now (what blocks other guests). */
async function takenNights(localEnv: Record<string, string>, listingId: string, from: string): Promise<string[]> {
  Object.assign(process.env, localEnv);
  const { listTakenNights } = await import('@worknest/functions/store/nights');
  return (await listTakenNights(listingId, Date.now(), from)).map((night) => night.night);
}

test.describe.configure({ mode: 'serial' });

test('alex books a listing of sam with the 4242 card and sees the host contact; 0002 is declined and stays', async ({ page, waitForMail, localEnv }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(VIEWPORTS[1]);
  await signIn(page, 'alex@acme.test', waitForMail);
  // The 0002 card is declined on purpose: the browser reports the API's 402.
  allowConsoleErrors(page, /status of 402/);
  const listing = await createSamsListing(localEnv);
  const today = utcDate(Date.now());
  const checkIn = addDays(today, 6);
  const checkOut = addDays(checkIn, 3);

  // No pending booking: the checkout sends the person back to the listings.
  await page.goto('/app/checkout');
  await expect(page.getByText('No booking data found').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/listings$/);

  // The booking panel: a stay shorter than the minimum shows its message and blocks Book Now.
  await page.goto(`/app/listings/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  const panel = page.getByRole('form', { name: 'Book this place' });
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', addDays(checkIn, 1));
  await expect(panel.getByRole('alert')).toHaveText('Minimum stay is 2 nights');
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await screenshots(page, 'panel-error', panel);

  await pickDate(page, 'Check-out', checkOut);
  await panel.getByLabel('Guests').fill('2');
  const breakdown = panel.getByRole('definition');
  await expect(panel.getByText('€89.50 × 3 nights')).toBeVisible();
  await expect(breakdown.filter({ hasText: '€268.50' })).toBeVisible();
  await expect(breakdown.filter({ hasText: '€288.50' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'panel', panel);

  // Checkout: the summary with the server's amounts, the test-card hint, the local card form.
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByText(listing.title)).toBeVisible();
  await expect(page.getByText(formatStayDate(checkIn))).toBeVisible();
  await expect(page.getByText(formatStayDate(checkOut))).toBeVisible();
  await expect(page.getByText('Accommodation (€89.50/night × 3 nights)')).toBeVisible();
  await expect(page.getByText('€288.50').first()).toBeVisible();
  await expect(page.getByText(/Test mode: pay with card/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'checkout');

  await payWith(page, '4242 4242 4242 4242');
  // The toast is raised as the success page opens and hides after 5 s: check it first.
  await expect(page.getByText('Your stay has been successfully booked.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/booking-success\?id=pi_/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(page.getByText('Amsterdam, Netherlands')).toBeVisible();
  await expect(page.getByText('Sam Rivera')).toBeVisible();
  await expect(page.getByRole('link', { name: 'sam@acme.test' })).toBeVisible();
  await expect(page.getByText('Host has not provided a phone number')).toBeVisible();
  await expect(page.getByText('Total paid')).toBeVisible();
  await expect(page.getByText('3 nights, 2 guests')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'success');

  // My Bookings lists the trip.
  await page.getByRole('link', { name: 'View My Bookings' }).click();
  await expect(page).toHaveURL(/\/app\/bookings$/);
  // (Alex also has the seeded stay at sam's Harbour loft.)
  const trip = page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: listing.title });
  await expect(trip).toBeVisible();
  await expect(trip.getByText('Confirmed', { exact: true })).toBeVisible();
  await screenshots(page, 'my-bookings');

  // Those nights are now blocked; a declined card keeps the person on the checkout.
  await page.goto(`/app/listings/${listing.id}`);
  const laterIn = addDays(checkOut, 7);
  await pickDate(page, 'Check-in', laterIn);
  await pickDate(page, 'Check-out', addDays(laterIn, 2));
  await page.getByRole('form', { name: 'Book this place' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByRole('button', { name: 'Confirm & Pay' })).toBeEnabled();
  await screenshots(page, 'declined', page.getByRole('button', { name: 'Confirm & Pay' }));

  // Cancel cancels the checkout and goes back to the listing.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Your dates were released. No charges were made.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/listings/${listing.id}$`));

  // A checkout in progress holds its nights; Cancel gives them back at once, not 30 minutes later.
  const otherIn = addDays(laterIn, 7);
  const otherNights = [otherIn, addDays(otherIn, 1)];
  await pickDate(page, 'Check-in', otherIn);
  await pickDate(page, 'Check-out', addDays(otherIn, 2));
  await page.getByRole('form', { name: 'Book this place' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(/Your dates are held for you until/)).toBeVisible();
  await expect.poll(() => takenNights(localEnv, listing.id, otherIn)).toEqual(otherNights);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Your dates were released. No charges were made.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/listings/${listing.id}$`));
  expect(await takenNights(localEnv, listing.id, otherIn)).toEqual([]);
});

test('the profile shows My Bookings and My Hostings; the cancel page says nothing was charged', async ({ page, waitForMail }) => {
  test.setTimeout(90_000);
  await signIn(page, 'sam@acme.test', waitForMail);
  await openProfile(page);
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  // Alex's seeded stay at the Harbour loft and the one booked above (other specs add past stays only).
  await expect(page.getByText('2 active bookings', { exact: true })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming stays' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Harbour loft with a standing desk' })).toContainText('Alex Kim');
  await page.getByRole('button', { name: 'View Hostings' }).click();
  await expect(page.getByText(/^You have \d+ bookings? for your listings\.$/)).toBeVisible();
  await screenshots(page, 'profile', page.getByRole('heading', { name: 'My Hostings' }));

  await page.goto('/app/booking-cancel');
  await expect(page.getByRole('heading', { level: 2, name: 'Booking Cancelled' })).toBeVisible();
  await expect(page.getByText('Your booking was not completed. No charges were made.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Listings' })).toHaveAttribute('href', '/app/listings');
  await screenshots(page, 'cancel');
});

/**
 * sam@acme.test hosts a listing where hana@acme.test stayed last week: a paid, confirmed stay
 * arranged with the demo seed's own helper (store and domain code, PaymentIntent in the emulator).
 */
async function arrangeHostedPastStay(localEnv: Record<string, string>): Promise<{ listingTitle: string; checkOut: string; comment: string }> {
  Object.assign(process.env, localEnv);
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { getListing } = await import('@worknest/functions/store/listings');
  const { seedPaidStay } = await import('@worknest/scripts/seed/bookings-seed');
  const [sam, hana] = await Promise.all([getUserByEmail('sam@acme.test'), getUserByEmail('hana@acme.test')]);
  if (!sam || !hana) throw new Error('The demo accounts are not seeded');
  const suffix = randomUUID().slice(0, 4);
  const listing = await createSamsListing(localEnv, `Loft with a reading nook ${suffix}`);
  const record = (await getListing(listing.id))!;
  const today = utcDate(Date.now());
  await seedPaidStay(record, hana.id, { checkIn: addDays(today, -5), checkOut: addDays(today, -2), numberOfGuests: 1 }, Date.now() - 10 * 86_400_000);
  return { listingTitle: listing.title, checkOut: addDays(today, -2), comment: `Hana left the loft spotless and was lovely to host (${suffix}).` };
}

test('sam reviews his guest from My Hostings, ada approves it, and hana sees it on her trip', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(180_000);
  const stay = await arrangeHostedPastStay(localEnv);
  const signedIn = async (email: string) => {
    const page = await (await browser.newContext({ viewport: VIEWPORTS[1] })).newPage();
    await signIn(page, email, waitForMail);
    return page;
  };

  // The host: My Hostings on the profile lists the past stay with "Review your guest".
  const sam = await signedIn('sam@acme.test');
  await openProfile(sam);
  await sam.getByRole('button', { name: 'View Hostings' }).click({ timeout: 45_000 });
  const hosted = sam.getByRole('region', { name: 'Past stays' }).getByRole('listitem').filter({ hasText: stay.listingTitle });
  await expect(hosted).toContainText('Hana Sato');
  await hosted.getByRole('button', { name: 'Review your guest' }).click({ timeout: 45_000 });
  const form = sam.getByRole('dialog', { name: 'How was your guest?' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5')).toBeVisible();
  await form.locator('label', { hasText: '4 stars, Very good' }).click();
  await form.getByLabel('Comment (optional)').fill(stay.comment);
  await expectNoAxeViolations(sam);
  await screenshots(sam, 'review-your-guest', form);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(sam.getByText('Thank you for your review!', { exact: true })).toBeVisible();
  await expect(hosted.getByText('Awaiting approval')).toBeVisible();
  // Double-blind (issue 20): the host is told when the guest will see it.
  await expect(hosted.getByTestId('blind-review-notice')).toContainText('Your review will be shown when Hana has written theirs, or on');
  await screenshots(sam, 'my-hostings', hosted);
  await sam.context().close();

  // The admin sees which kind of review it is, and approves it.
  const ada = await signedIn('ada@acme.test');
  await ada.goto('/app/admin/reviews');
  const row = ada.getByRole('listitem').filter({ hasText: stay.comment });
  await expect(row).toContainText('Host about the guest', { timeout: 45_000 });
  await expect(row).toContainText('Sam Rivera');
  await expect(row).toContainText('Hana Sato');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(ada.getByText('Review approved', { exact: true })).toBeVisible();
  await ada.context().close();

  // Double-blind (issue 20): approved, it stays hidden from the guest until she has written hers.
  const hana = await signedIn('hana@acme.test');
  await hana.goto('/app/bookings');
  const trip = hana.getByRole('region', { name: 'Past' }).getByRole('listitem').filter({ hasText: stay.listingTitle });
  await trip.getByRole('button', { name: 'Review your stay' }).click({ timeout: 45_000 });
  await expect(trip.getByText("Sam Rivera's review of you")).toHaveCount(0);
  const own = hana.getByRole('dialog', { name: 'How was your stay?' });
  const revealDay = formatRevealDay(reviewRevealDate(stay.checkOut));
  await expect(own.getByText(`Your review will be shown when Sam has written theirs, or on ${revealDay} at the latest`)).toBeVisible();
  await own.locator('label', { hasText: '5 stars' }).click();
  await own.getByLabel('Comment (optional)').fill('A quiet loft with a proper desk.');
  await own.getByRole('button', { name: 'Send review' }).click();
  await expect(hana.getByText('Thank you for your review!', { exact: true })).toBeVisible();
  // Both have written: Sam's review of her appears under the trip.
  await expect(trip.getByText("Sam Rivera's review of you")).toBeVisible({ timeout: 45_000 });
  await expect(trip.getByText(stay.comment)).toBeVisible();
  await expect(trip.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expectNoAxeViolations(hana);
  await screenshots(hana, 'review-of-guest', trip);
  await hana.context().close();
});
