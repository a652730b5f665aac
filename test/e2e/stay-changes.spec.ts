import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { addDays, utcDate } from '@worknest/shared/booking';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, expectNoAxeViolations, expectNoWiderThan, PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { openProfile } from './support/below-the-fold';
import { pickDate } from './support/checkout';

// Generous: the machine runs several suites at once. Outcomes are checked on the page itself, not on toasts (a toast may be gone by then).
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 17 in the browser, with accounts and listings of its own (so it runs beside the others):
 * a guest books and cancels with the refund preview; the host cancels another stay with the
 * full-refund warning; a guest requests a stay on a request listing and waits for the host, who
 * accepts it and declines another request; a guest withdraws a request; the cancelled guest reads
 * the system line in the conversation. Screenshots at phone and desktop sizes.
 */

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOTS}stay-changes-${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await expectNoWiderThan(page, viewport.width, `stay-changes-${name}`);
  }
  await page.setViewportSize(DESKTOP);
}

async function people(localEnv: Record<string, string>) {
  Object.assign(process.env, localEnv);
  const { createUser } = await import('@worknest/functions/store/users');
  const tag = randomUUID().slice(0, 8);
  const make = (name: string, last: string) =>
    createUser({ email: `${name.toLowerCase()}-${tag}@acme.test`, companyDomain: 'acme.test', firstName: name, lastName: last, eligibilityConfirmedAt: new Date().toISOString() });
  const [host, guest, other] = await Promise.all([make('Hanne', 'Host'), make('Gita', 'Guest'), make('Otto', 'Other')]);
  return { host, guest, other };
}

async function listingOf(hostId: string, title: string, terms: Pick<ListingRecord, 'cancellationPolicy' | 'bookingMode'>): Promise<ListingRecord> {
  const { putListing } = await import('@worknest/functions/store/listings');
  const now = new Date().toISOString();
  const record: ListingRecord = {
    id: randomUUID(),
    userId: hostId,
    companyDomain: 'acme.test',
    title,
    description: 'A quiet flat with a proper desk, an ergonomic chair and fast fibre, five minutes from the station and the market.',
    rentalType: 'whole_apartment',
    pricePerNight: 10_000,
    address: 'Nørrebrogade 12',
    city: 'Copenhagen',
    state: null,
    country: 'Denmark',
    zipCode: '2200',
    latitude: null,
    longitude: null,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    maxGuests: 2,
    amenities: ['WiFi', 'Dedicated Workspace'],
    images: [],
    hasWorkspace: true,
    workReady: workReadyFromLegacy({ wifiSpeed: '500 Mbps' }),
    paused: false,
    isActive: true,
    availableDates: [],
    lastAvailableDate: null,
    minNights: 1,
    maxNights: 14,
    advanceNoticeDays: 0,
    timeZone: 'Europe/Copenhagen',
    houseRules: { smoking: false, pets: false, events: false, quietHours: null, notes: null },
    arrivalGuide: { checkIn: null, keys: null, wifiName: null, wifiPassword: null, parking: null, other: null },
    locationSource: null,
    approximateLocation: null,
    ...terms,
    createdAt: now,
    updatedAt: now,
  };
  await putListing(record);
  return record;
}


/** Book Now (Request to book on a request listing, issue 29) on the listing page, then pay (Send request) with the 4242 card on the checkout. */
async function bookInBrowser(page: Page, listingId: string, checkIn: string, checkOut: string, mode: 'instant' | 'request' = 'instant'): Promise<void> {
  const texts = mode === 'request' ? { book: 'Request to book', submit: 'Send request' } : { book: 'Book Now', submit: 'Confirm & Pay' };
  await page.goto(`/app/listings/${listingId}`);
  const panel = page.getByRole('form', { name: 'Book this place' });
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', checkOut);
  await expect(panel.getByText(/^Cancellation: /)).toBeVisible();
  await panel.getByRole('button', { name: texts.book }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByRole('heading', { name: /^Cancellation policy: / })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(`12${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page).toHaveURL(/\/app\/booking-success\?id=pi_/);
}

/** A stay paid through the API with the same session (what the checkout does), for the stays the journey does not click through. */
async function bookThroughApi(request: APIRequestContext, localEnv: Record<string, string>, listingId: string, checkIn: string, checkOut: string): Promise<string> {
  const intent = await request.post('/api/create-payment-intent', { data: { listingId, checkIn, checkOut, numberOfGuests: 1 } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId, bookingId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string; bookingId: string };
  const form = new URLSearchParams({
    key: 'pk_test_local',
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
  const { LOCAL_STRIPE_KEYS } = await import('@worknest/local-cloud/stripe/local-stripe-keys');
  form.set('key', LOCAL_STRIPE_KEYS.publishableKey);
  const paid = await fetch(`${localEnv.STRIPE_API_URL}/v1/payment_intents/${paymentIntentId}/confirm`, { method: 'POST', body: form });
  expect(paid.status).toBe(200);
  expect((await request.post('/api/bookings/confirm', { data: { paymentIntentId } })).status()).toBe(200);
  return bookingId;
}

test('a guest cancels with a refund preview; the host cancels another stay; requests are accepted and declined', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(300_000);
  const { host, guest, other } = await people(localEnv);
  const flat = await listingOf(host.id, 'Flexible flat by the lakes', { cancellationPolicy: 'flexible', bookingMode: 'instant' });
  const loft = await listingOf(host.id, 'Request-only loft in Nørrebro', { cancellationPolicy: 'strict', bookingMode: 'request' });
  const today = utcDate(Date.now());
  const [guestPage, otherPage, hostPage] = await Promise.all([
    signedInPage(browser, guest.email, waitForMail),
    signedInPage(browser, other.email, waitForMail),
    signedInPage(browser, host.email, waitForMail),
  ]);

  // 1. The guest books the flexible flat a month ahead and cancels it from My Bookings: full refund.
  const checkIn = addDays(today, 30);
  await bookInBrowser(guestPage, flat.id, checkIn, addDays(checkIn, 2));
  await expect(guestPage.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await guestPage.goto('/app/bookings');
  const trip = guestPage.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: flat.title });
  await trip.getByRole('button', { name: 'Cancel stay' }).click();
  const dialog = guestPage.getByRole('dialog');
  await expect(dialog.getByText(/You get €220 back of the €220 you paid/)).toBeVisible();
  await expect(dialog.getByText(/Cancelling after .* refunds €100/)).toBeVisible();
  await expectNoAxeViolations(guestPage);
  await shot(guestPage, 'guest-preview');
  await dialog.getByRole('button', { name: 'Cancel stay' }).click();
  const cancelledTrip = guestPage.getByRole('region', { name: 'Cancelled and not completed' }).getByRole('listitem').filter({ hasText: flat.title });
  await expect(cancelledTrip.getByText(/Cancelled by you .* €220 refunded\./)).toBeVisible();
  await shot(guestPage, 'guest-cancelled');

  // 2. Another guest's stay: the host cancels it from My Hostings, warned of the full refund.
  const otherIn = addDays(today, 10);
  await bookThroughApi(otherPage.request, localEnv, flat.id, otherIn, addDays(otherIn, 3));
  await openProfile(hostPage);
  const hosted = hostPage.getByRole('region', { name: 'Upcoming stays' }).getByRole('listitem').filter({ hasText: 'Otto Other' });
  await hosted.getByRole('button', { name: 'Cancel this stay' }).click();
  const hostDialog = hostPage.getByRole('dialog');
  await expect(hostDialog.getByText(/The guest gets a full refund of €320/)).toBeVisible();
  await shot(hostPage, 'host-warning');
  await hostDialog.getByRole('button', { name: 'Cancel this stay' }).click();
  // Issue 29: a cancelled stay leaves the upcoming stays for a group of its own.
  const cancelledHosted = hostPage.getByRole('region', { name: 'Cancelled and declined' }).getByRole('listitem').filter({ hasText: 'Otto Other' });
  await expect(cancelledHosted.getByText(/Cancelled by you .* €320 refunded to the guest\./)).toBeVisible();
  await expect(hosted).toHaveCount(0);
  await shot(hostPage, 'host-cancelled');

  // The guest finds a calm system line about it in the conversation with the host.
  await otherPage.goto('/app/messages');
  await otherPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Hanne Host/ }).click();
  const notice = otherPage.getByRole('note', { name: 'Worknest notice' });
  await expect(notice).toContainText(/cancelled by the host\. Refund: €320\./);
  await expectNoAxeViolations(otherPage);
  await shot(otherPage, 'system-line');

  // 3. A request: the guest waits for the host; another request comes in; the host accepts one and declines the other.
  const requestIn = addDays(today, 40);
  await bookInBrowser(guestPage, loft.id, requestIn, addDays(requestIn, 2), 'request');
  await expect(guestPage.getByRole('heading', { name: 'Waiting for the host' })).toBeVisible();
  await expectNoAxeViolations(guestPage);
  await shot(guestPage, 'waiting');
  const otherRequestIn = addDays(today, 50);
  await bookThroughApi(otherPage.request, localEnv, loft.id, otherRequestIn, addDays(otherRequestIn, 2));

  await openProfile(hostPage);
  const requests = hostPage.getByRole('region', { name: 'Upcoming stays' }).getByRole('listitem');
  const gitaRequest = requests.filter({ hasText: 'Gita Guest' }).filter({ hasText: loft.title });
  const ottoRequest = requests.filter({ hasText: 'Otto Other' }).filter({ hasText: loft.title });
  // Issue 29: the request is the host's to answer (not "Waiting for the host").
  await expect(gitaRequest.getByText('Needs your answer', { exact: true })).toBeVisible();
  await expectNoAxeViolations(hostPage);
  await shot(hostPage, 'requests');
  await gitaRequest.getByRole('button', { name: 'Accept' }).click();
  await expect(gitaRequest.getByRole('button', { name: 'Cancel this stay' })).toBeVisible();
  await ottoRequest.getByRole('button', { name: 'Decline' }).click();
  await expect(
    hostPage.getByRole('region', { name: 'Cancelled and declined' }).getByRole('listitem').filter({ hasText: 'Otto Other' }).filter({ hasText: loft.title }).getByText('You declined this request.'),
  ).toBeVisible();
  await shot(hostPage, 'answered');

  await guestPage.goto('/app/bookings');
  await expect(guestPage.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: loft.title }).getByText('Confirmed', { exact: true })).toBeVisible();
  await otherPage.goto('/app/bookings');
  await expect(otherPage.getByText('The host declined this request. Your card was not charged.')).toBeVisible();
  await shot(otherPage, 'declined');

  // 4. A guest withdraws a request the host has not answered: nothing charged, the host sees it.
  const withdrawIn = addDays(today, 60);
  await bookThroughApi(otherPage.request, localEnv, loft.id, withdrawIn, addDays(withdrawIn, 2));
  await otherPage.goto('/app/bookings');
  const pending = otherPage.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: loft.title }).filter({ hasText: 'Waiting for the host' });
  await pending.getByRole('button', { name: 'Withdraw request' }).click();
  const withdrawDialog = otherPage.getByRole('dialog');
  await expect(withdrawDialog.getByText(/Nothing has been charged: the hold of €[\d,.]+ on your card is released/)).toBeVisible();
  await expectNoAxeViolations(otherPage);
  await shot(otherPage, 'withdraw-preview');
  await withdrawDialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(otherPage.getByRole('region', { name: 'Cancelled and not completed' }).getByText(/You withdrew this request .*The card was not charged\./)).toBeVisible();
  await openProfile(hostPage);
  await expect(hostPage.getByRole('region', { name: 'Cancelled and declined' }).getByText(/The guest withdrew this request .*The card was not charged\./)).toBeVisible();
  await waitForMail(host.email, { where: (mail) => mail.subject.startsWith('Booking request withdrawn') });
});
