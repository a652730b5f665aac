import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, expectNoWiderThan, SCREENSHOTS, signedInPage } from './support/journeys';
import { addTxtRecord } from '@worknest/local-cloud/dns/dns-records';

// The first call of each function waits for its cold start on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Reviews and the admin dashboard in the browser (issue 8): hana@acme.test reviews her past stay
 * from My Bookings, ada@acme.test approves the review on /app/admin and it appears on the listing
 * with its average and count; every card's view opens and works (users, listings, bookings,
 * analytics, settings). The past stay is arranged in the store, as the checkout would have left
 * it. Screenshots of each view at phone and laptop sizes go to test-results/screenshots/.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const DAY_MS = 86_400_000;

async function screenshots(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header belongs at the top of a full-page shot
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await expectNoWiderThan(page, viewport.width, name);
  }
  if (original) await page.setViewportSize(original);
}

/** A real PNG: a vertical gradient between two colours (the listing's photos). */
function gradientPng(width: number, height: number, top: [number, number, number], bottom: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const colour = top.map((c, i) => Math.round(c + (bottom[i]! - c) * t));
    const offset = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(colour, offset + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface PastStay {
  listingId: string;
  listingTitle: string;
  comment: string;
}

/**
 * sam@acme.test hosts a new listing and hana@acme.test stayed there last week (a confirmed, paid
 * booking). Written through the store modules against this run's local cloud, as the checkout
 * would have left them.
 */
async function arrangePastStay(localEnv: Record<string, string>): Promise<PastStay> {
  Object.assign(process.env, localEnv);
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { s3, uploadsBucket } = await import('@worknest/functions/adapters/s3');
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { keys } = await import('@worknest/functions/store/keys');
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { createListing } = await import('@worknest/functions/domain/listings/create-listing');
  const { newPhotoKey } = await import('@worknest/functions/domain/uploads/photo-keys');
  const { listingInputSchema, photoUrlOfKey } = await import('@worknest/shared/listing');
  const { addDays, utcDate } = await import('@worknest/shared/booking');

  const host = (await getUserByEmail('sam@acme.test'))!;
  const guest = (await getUserByEmail('hana@acme.test'))!;
  const images: string[] = [];
  for (const [top, bottom] of [
    [[15, 92, 85], [227, 239, 236]],
    [[146, 64, 14], [253, 243, 225]],
  ] as const) {
    const key = newPhotoKey(host.id);
    await s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: gradientPng(480, 320, [...top], [...bottom]), ContentType: 'image/png' }));
    images.push(photoUrlOfKey(key));
  }
  const suffix = randomUUID().slice(0, 4);
  const listing = await createListing(
    listingInputSchema.parse({
      title: `Garden flat with a quiet study ${suffix}`,
      description: 'A calm garden flat with a separate study, a height-adjustable desk, a proper chair and fibre internet.',
      rentalType: 'whole_apartment',
      pricePerNight: 8500,
      address: 'Prinsengracht 12',
      city: 'Amsterdam',
      country: 'Netherlands',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      amenities: ['WiFi', 'Dedicated Workspace', 'Garden'],
      images,
      hasWorkspace: true,
      wifiSpeed: '500 Mbps',
      minNights: 1,
    }),
    { userId: host.id, role: host.role, companyDomain: host.companyDomain },
  );

  const today = utcDate(Date.now());
  const checkIn = addDays(today, -6);
  const checkOut = addDays(today, -3);
  const bookingId = randomUUID();
  const createdAt = new Date(Date.now() - 9 * DAY_MS).toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.booking(bookingId),
        ...keys.guestBookingsIndex(guest.id, checkOut, bookingId),
        ...keys.hostBookingsIndex(host.id, checkOut, bookingId),
        ...keys.companyBookingsIndex(listing.companyDomain, checkIn, bookingId),
        type: 'booking',
        id: bookingId,
        listingId: listing.id,
        guestId: guest.id,
        hostId: host.id,
        companyDomain: listing.companyDomain,
        listingTitle: listing.title,
        city: listing.city,
        country: listing.country,
        listingImage: images[0],
        checkIn,
        checkOut,
        nights: 3,
        numberOfGuests: 1,
        status: 'confirmed',
        isPaid: true,
        pricePerNight: 8500,
        accommodationAmount: 25500,
        serviceFee: 2000,
        totalAmount: 27500,
        currency: 'eur',
        paymentIntentId: `pi_e2e${bookingId.replace(/-/g, '').slice(0, 16)}`,
        holdExpiresAt: createdAt,
        holdExpiresAtMs: Date.parse(createdAt),
        createdAt,
        updatedAt: createdAt,
        confirmedAt: createdAt,
      },
    }),
  );
  // What the confirmation counts for analytics (this stay was written directly, not confirmed).
  const { countBookingConfirmed } = await import('@worknest/functions/store/counters');
  await countBookingConfirmed({ companyDomain: listing.companyDomain, nights: 3, serviceFee: 2000, confirmedAt: createdAt });
  // Reviews are double-blind (issue 20): the host has already reviewed his guest, so the guest's
  // review is the second of the stay and shows on the listing as soon as an admin approves it.
  const { createStayReview } = await import('@worknest/functions/domain/reviews/create-review');
  await createStayReview({ userId: host.id }, { bookingId, rating: 5, comment: 'A considerate guest who left the flat spotless.' });
  const comment = `Spotless flat, the study was perfect for calls (${suffix}).`;
  return { listingId: listing.id, listingTitle: listing.title, comment };
}

test('hana reviews her past stay, ada approves the review and it appears on the listing with its average', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(240_000);
  const stay = await arrangePastStay(localEnv);

  // The guest reviews the stay from My Bookings.
  const hana = await signedInPage(browser, 'hana@acme.test', waitForMail);
  await hana.goto('/app/bookings');
  const trip = hana.getByRole('region', { name: 'Past' }).getByRole('listitem').filter({ hasText: stay.listingTitle });
  await trip.getByRole('button', { name: 'Review your stay' }).click({ timeout: 45_000 });
  const form = hana.getByRole('dialog', { name: 'How was your stay?' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5')).toBeVisible();
  await form.locator('label', { hasText: '5 stars, Excellent' }).click();
  await expect(form.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
  await form.getByLabel('Comment (optional)').fill(stay.comment);
  await screenshots(hana, 'review-your-stay');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(hana.getByText('Thank you for your review!', { exact: true })).toBeVisible();
  await expect(trip.getByText('Awaiting approval')).toBeVisible();
  await hana.context().close();

  const ada = await signedInPage(browser, 'ada@acme.test', waitForMail);

  // Before approval the listing shows no reviews.
  await ada.goto(`/app/listings/${stay.listingId}`);
  await expect(ada.getByRole('heading', { name: stay.listingTitle })).toBeVisible({ timeout: 45_000 });
  await expect(ada.getByText('No reviews yet.')).toBeVisible({ timeout: 30_000 });

  await ada.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(ada).toHaveURL(/\/app\/admin$/);
  await expect(ada.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const cards = ada.getByRole('list', { name: 'Admin areas' });
  for (const title of ['Users', 'Listings', 'Reviews', 'Bookings', 'Analytics', 'Settings']) {
    await expect(cards.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  await expect(cards.getByText(/waiting for approval/)).toBeVisible();
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-dashboard');

  await cards.getByRole('link', { name: 'Approve pending reviews' }).click();
  await expect(ada).toHaveURL(/\/app\/admin\/reviews$/);
  const row = ada.getByRole('listitem').filter({ hasText: stay.comment });
  await expect(row).toContainText('Hana Sato');
  await expect(row).toContainText('Sam Rivera');
  await expect(row.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-reviews');

  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(ada.getByText('Review approved', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await ada.goto(`/app/listings/${stay.listingId}`);
  await expect(ada.getByRole('heading', { name: stay.listingTitle })).toBeVisible({ timeout: 45_000 });
  const reviews = ada.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('review-summary')).toContainText('5');
  await expect(reviews.getByTestId('review-summary')).toContainText('1 review');
  await expect(reviews.getByText(stay.comment)).toBeVisible();
  await expect(reviews.getByText('Hana Sato')).toBeVisible();
  await screenshots(ada, 'listing-with-review');
  await ada.context().close();
});

test('every admin card opens a working view', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(180_000);
  const ada = await signedInPage(browser, 'ada@acme.test', waitForMail);

  // Users: find by e-mail, and the members of a company.
  await ada.goto('/app/admin/users');
  // (Sam, not Alex: the HR spec deactivates Alex for a moment.)
  await ada.getByLabel('Email').fill('sam@acme.test');
  await ada.getByRole('button', { name: 'Find' }).click();
  const result = ada.getByRole('list', { name: 'Search result' });
  await expect(result).toContainText('Sam Rivera');
  await expect(result.getByRole('combobox', { name: 'Role of Sam Rivera' })).toHaveText('Employee');
  await expect(result.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await ada.getByLabel('Email').fill('nobody@acme.test');
  await ada.getByRole('button', { name: 'Find' }).click();
  await expect(ada.getByText('No member has the address')).toBeVisible();
  await ada.getByLabel('Email').fill('sam@acme.test');
  await ada.getByRole('button', { name: 'Find' }).click();
  await expect(ada.getByRole('list', { name: 'Members of acme.test' })).toContainText('hana@acme.test');
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-users');

  // Listings: acme.test's listings, with actions.
  await ada.goto('/app/admin/listings');
  const listings = ada.getByRole('list', { name: 'Listings of acme.test' });
  await expect(listings.getByRole('listitem').first()).toBeVisible();
  await expect(listings.getByRole('button', { name: 'Delete' }).first()).toBeVisible();
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-listings');

  // Bookings: the confirmed stay of the other test (or an empty state when run alone).
  await ada.goto('/app/admin/bookings');
  await expect(ada.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(ada.getByRole('table').or(ada.getByText('No bookings match'))).toBeVisible();
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-bookings');

  // Analytics: totals, the weekly chart and the per-company table.
  await ada.goto('/app/admin/analytics');
  await expect(ada.getByText('Companies', { exact: true })).toBeVisible();
  await expect(ada.getByRole('table', { name: 'Counters per company' })).toContainText('acme.test');
  await expect(ada.getByText('Weeks start on Monday')).toBeVisible();
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-analytics');

  // Settings: enroll a company, suspend it, resume it; the link to the marketing lists.
  await ada.goto('/app/admin/settings');
  const domain = `e2e-${randomUUID().slice(0, 6)}.test`;
  await ada.getByLabel('Domain').fill(domain);
  await ada.getByLabel('Company name').fill('E2E Test Co');
  await ada.getByRole('button', { name: 'Enroll' }).click();
  await expect(ada.getByText('Company enrolled', { exact: true })).toBeVisible();
  const company = ada.getByRole('list', { name: 'Enrolled companies' }).getByRole('listitem').filter({ hasText: domain });
  // Pending until the domain's TXT record is found (issue 19): IT publishes it, the admin verifies.
  await expect(company).toContainText('Pending');
  const record = (await company.locator('code').textContent())!;
  expect(record).toMatch(/^worknest-verification=/);
  await addTxtRecord(localEnv.LOCAL_DNS_RECORDS_DIR!, domain, record);
  await company.getByRole('button', { name: 'Verify' }).click();
  await expect(company).toContainText('Active', { timeout: 20_000 });
  await company.getByRole('button', { name: 'Suspend' }).click();
  await ada.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(company).toContainText('Suspended');
  await company.getByRole('button', { name: 'Resume' }).click();
  await expect(company).toContainText('Active');
  await expect(ada.getByRole('link', { name: 'Open the marketing lists' })).toHaveAttribute('href', '/admin/marketing');
  const toasts = ada.getByRole('region', { name: /Notifications/ });
  await toasts.getByRole('button', { name: 'Close' }).click();
  // axe reads colours as they are drawn: a toast fading out has too little contrast for a moment.
  await expect(toasts.getByRole('listitem')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(ada);
  await screenshots(ada, 'admin-settings');
  await ada.context().close();
});
