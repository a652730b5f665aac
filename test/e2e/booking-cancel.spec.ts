import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, utcDate, type BookingView, type PaymentIntentResponse } from '@worknest/shared/booking';
import { expect as baseExpect, test } from './support/fixtures';
import { SCREENSHOTS, expectNoAxeViolations, signIn } from './support/journeys';
import { pickDate } from './support/checkout';
import { newListing, newMember, useLocalStore } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The booking-cancel page (issue 14): opening `/app/booking-cancel?id=<PaymentIntent id>` (a link,
 * a prefetch, Stripe's redirect) releases nothing; only the "Release my dates" click cancels the
 * unpaid checkout and frees its held nights at once.
 */

/** The listing's nights from `from` on that are booked or held right now (what blocks other guests). */
async function takenNights(localEnv: Record<string, string>, listingId: string, from: string): Promise<string[]> {
  useLocalStore(localEnv);
  const { listTakenNights } = await import('@worknest/functions/store/nights');
  return (await listTakenNights(listingId, Date.now(), from)).map((night) => night.night);
}

/** The guest's booking behind the PaymentIntent, through the API as the signed-in browser sees it. */
async function bookingStatus(page: Page, paymentIntentId: string): Promise<string> {
  const answer = await page.request.get(`/api/bookings/by-payment-intent/${paymentIntentId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as BookingView).status;
}

test('the booking-cancel page releases the held nights only when the guest clicks Release my dates', async ({ page, waitForMail, localEnv }) => {
  test.setTimeout(180_000);
  const host = await newMember(localEnv, 'acme.test', 'Holdhost');
  const title = `Quiet attic office ${host.id.slice(0, 6)}`;
  const listingId = await newListing(localEnv, host.id, 'acme.test', title);
  const guest = await newMember(localEnv, 'acme.test', 'Holdguest');
  await signIn(page, guest.email, waitForMail);

  // A checkout in progress: the PaymentIntent exists and the booking holds its nights.
  const checkIn = addDays(utcDate(Date.now()), 6);
  const nights = [checkIn, addDays(checkIn, 1)];
  await page.goto(`/app/listings/${listingId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 45_000 });
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', addDays(checkIn, 2));
  const created = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent') && response.request().method() === 'POST');
  await page.getByRole('form', { name: 'Book this place' }).getByRole('button', { name: 'Book Now' }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(200);
  const { paymentIntentId } = (await createdResponse.json()) as PaymentIntentResponse;
  expect(paymentIntentId).toMatch(/^pi_/);
  await expect(page.getByText(/Your dates are held for you until/)).toBeVisible();
  await expect.poll(() => takenNights(localEnv, listingId, checkIn)).toEqual(nights);

  // Opening the page (the route reads `?id=`) cancels nothing.
  const cancelCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/bookings/cancel')) cancelCalls.push(request.method());
  });
  await page.goto(`/app/booking-cancel?id=${encodeURIComponent(paymentIntentId)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Booking Cancelled' })).toBeVisible({ timeout: 45_000 });
  const release = page.getByRole('button', { name: 'Release my dates' });
  await expect(release).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A reload (a second visit, a prefetch) neither.
  await page.reload();
  await expect(release).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cancelCalls).toEqual([]);
  expect(await bookingStatus(page, paymentIntentId)).toBe('pending');
  expect(await takenNights(localEnv, listingId, checkIn)).toEqual(nights);
  await expect(page.getByRole('status')).toHaveText('');
  await expectNoAxeViolations(page);
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}booking-cancel-before-click.png`, fullPage: true });

  // The click releases them at once.
  await release.click();
  await expect(page.getByRole('status')).toHaveText('Your dates have been released for others to book.');
  await expect(release).toBeHidden();
  expect(cancelCalls).toEqual(['POST']);
  expect(await bookingStatus(page, paymentIntentId)).toBe('cancelled');
  expect(await takenNights(localEnv, listingId, checkIn)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}booking-cancel-released.png`, fullPage: true });
});
