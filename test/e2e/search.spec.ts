import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, expectImagesSettled, expectNoAxeViolations, signedInPage } from './support/journeys';

// Steps that reach a function for the first time wait for its cold start (seconds on a busy two-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Search and filters on the listings page (issue 18): a member of a company of its own searches by
 * place, dates and guests, narrows with Filters, opens the shared URL in a fresh page and gets
 * the same homes, goes Back to the previous search, and clears an empty search. axe on each
 * state; screenshots at phone and desktop sizes land in test-results/screenshots/.
 */

const PHOTOS = fileURLToPath(new URL('../../scripts/src/seed/listings-photos/', import.meta.url));

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`, fullPage: true });
}

interface Place {
  title: string;
  city: string;
  country: string;
  pricePerNight: number;
  maxGuests: number;
  rentalType: 'whole_apartment' | 'room';
  photo: string;
  minNights?: number;
  amenities?: string[];
}

/** A company of its own with a host and these homes, written through the domain code against this run's cloud. */
async function arrangeCompany(localEnv: Record<string, string>, places: Place[]): Promise<{ memberEmail: string }> {
  Object.assign(process.env, localEnv);
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3, uploadsBucket } = await import('@worknest/functions/adapters/s3');
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { createListing } = await import('@worknest/functions/domain/listings/create-listing');
  const { newPhotoKey } = await import('@worknest/functions/domain/uploads/photo-keys');
  const { listingInputSchema, photoUrlOfKey } = await import('@worknest/shared/listing');

  const domain = `search-${randomUUID().slice(0, 8)}.test`;
  await addCompany(domain, 'Searchers Ltd');
  const now = new Date().toISOString();
  const host = await createUser({ email: `host@${domain}`, companyDomain: domain, firstName: 'Hanne', lastName: 'Host', eligibilityConfirmedAt: now });
  await createUser({ email: `mia@${domain}`, companyDomain: domain, firstName: 'Mia', lastName: 'Member', eligibilityConfirmedAt: now });
  for (const place of places) {
    const images: string[] = [];
    for (const file of [place.photo, place.photo.replace('-1.', '-2.')]) {
      const key = newPhotoKey(host.id);
      await s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: await readFile(`${PHOTOS}${file}`), ContentType: 'image/jpeg' }));
      images.push(photoUrlOfKey(key));
    }
    await createListing(
      listingInputSchema.parse({
        title: place.title,
        description: 'A calm home with a real desk, a good chair and fibre internet, close to cafés and the tram.',
        rentalType: place.rentalType,
        pricePerNight: place.pricePerNight,
        address: '12 Search Street',
        city: place.city,
        country: place.country,
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        maxGuests: place.maxGuests,
        amenities: place.amenities ?? ['WiFi', 'Kitchen'],
        images,
        hasWorkspace: true,
        wifiSpeed: '300 Mbps',
        minNights: place.minNights ?? 1,
      }),
      { userId: host.id, role: host.role, companyDomain: host.companyDomain },
    );
  }
  return { memberEmail: `mia@${domain}` };
}

const homes: Place[] = [
  { title: 'Alfama loft with a standing desk', city: 'Lisbon', country: 'Portugal', pricePerNight: 8500, maxGuests: 2, rentalType: 'whole_apartment', photo: 'harbour-loft-1.jpg' },
  { title: 'Family flat near Estrela garden', city: 'Lisbon', country: 'Portugal', pricePerNight: 12000, maxGuests: 5, rentalType: 'whole_apartment', photo: 'garden-office-flat-1.jpg', amenities: ['WiFi', 'Kitchen', 'Garden'] },
  { title: 'Attic room by Möllevången', city: 'Malmö', country: 'Sweden', pricePerNight: 4500, maxGuests: 1, rentalType: 'room', photo: 'attic-room-1.jpg' },
  { title: 'Graça studio for one long stay', city: 'Lisbon', country: 'Portugal', pricePerNight: 7000, maxGuests: 2, rentalType: 'whole_apartment', photo: 'harbour-loft-3.jpg', minNights: 7 },
];

/** The titles of the cards shown, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('list').first().getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The first day of the month after next, as the calendar shows it ("1 March 2031, Saturday"). */
function daysAhead() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const day = (offset: number) => new Date(first.getTime() + offset * 86_400_000);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { checkIn: iso(day(2)), checkOut: iso(day(5)), checkInDate: day(2), checkOutDate: day(5) };
}

test('a member searches by place, dates and guests, filters, shares the URL, goes Back and clears an empty search', async ({ browser, localEnv, waitForMail }) => {
  test.setTimeout(300_000);
  const { memberEmail } = await arrangeCompany(localEnv, homes);
  const page = await signedInPage(browser, memberEmail, waitForMail);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 4 homes' })).toBeVisible();

  // Where: typing is debounced into the URL; accents do not matter.
  const where = page.getByLabel('Where');
  await where.fill('lisbon');
  await expect(page).toHaveURL(/[?&]q=lisbon/);
  await expect(page.getByRole('status').filter({ hasText: '3 homes found' })).toBeVisible();
  await where.fill('malmo');
  await expect(page.getByRole('status').filter({ hasText: '1 home found' })).toBeVisible();
  expect(await cardTitles(page)).toEqual(['Attic room by Möllevången']);
  await where.fill('lisbon');
  await expect(page.getByRole('status').filter({ hasText: '3 homes found' })).toBeVisible();

  // Dates: a range in the calendar, past days disabled; cards then show the stay's total.
  const { checkIn, checkOut, checkInDate, checkOutDate } = daysAhead();
  await page.getByLabel('Dates').click();
  const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out dates' });
  await expect(calendar).toBeVisible();
  const yesterday = new Date(Date.now() - 86_400_000);
  if (yesterday.getUTCMonth() === new Date().getUTCMonth()) {
    await expect(calendar.getByRole('button', { name: new RegExp(`^${yesterday.getUTCDate()} .*not available`) }).first()).toBeDisabled();
  }
  await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  const monthName = (date: Date) => date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await calendar.getByRole('button', { name: new RegExp(`^${checkInDate.getUTCDate()} ${monthName(checkInDate)}`) }).first().click();
  await calendar.getByRole('button', { name: new RegExp(`^${checkOutDate.getUTCDate()} ${monthName(checkOutDate)}`) }).first().click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}`));
  // The long-stay studio needs 7 nights: 2 homes for 3 nights.
  await expect(page.getByRole('status').filter({ hasText: '2 homes found' })).toBeVisible();
  await expect(page.getByText('€255 for 3 nights')).toBeVisible();

  // Guests: 3 leaves the family flat.
  await page.getByLabel('Guests').selectOption('3');
  await expect(page.getByRole('status').filter({ hasText: '1 home found' })).toBeVisible();
  expect(await cardTitles(page)).toEqual(['Family flat near Estrela garden']);
  await expect(page.getByText('€360 for 3 nights')).toBeVisible();
  await expectImagesSettled(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'search-results');
  const sharedUrl = page.url();

  // The shared link in a fresh page (another tab, a colleague): the same homes.
  const fresh = await page.context().newPage();
  await fresh.goto(sharedUrl);
  await expect(fresh.getByRole('status').filter({ hasText: '1 home found' })).toBeVisible();
  expect(await cardTitles(fresh)).toEqual(['Family flat near Estrela garden']);
  await expect(fresh.getByLabel('Where')).toHaveValue('lisbon');
  await expect(fresh.getByLabel('Guests')).toHaveValue('3');
  await fresh.close();

  // Back: the previous search (2 guests → any guests, 2 homes).
  await page.goBack();
  await expect(page.getByRole('status').filter({ hasText: '2 homes found' })).toBeVisible();
  await expect(page.getByLabel('Guests')).toHaveValue('');

  // Filters (a popover on desktop) with the count of active filters.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByLabel('Maximum (€)').fill('100');
  await filters.getByLabel('Garden').check();
  await expectNoAxeViolations(page);
  await screenshot(page, 'search-filters');
  await filters.getByRole('button', { name: 'Show homes' }).click();
  await expect(page.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
  await expect(page).toHaveURL(/maxPrice=10000/);
  await expect(page).toHaveURL(/amenities=Garden/);

  // Nothing is both under €100 and with a garden.
  await expect(page.getByRole('heading', { name: 'No homes match these filters' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '0 homes found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'search-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 4 homes' })).toBeVisible();
  await expect(page.getByLabel('Where')).toHaveValue('');

  // Phone: the same search, Filters as a bottom sheet.
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(sharedUrl);
  await expect(phone.getByRole('status').filter({ hasText: '1 home found' })).toBeVisible();
  await expectImagesSettled(phone);
  await expectNoAxeViolations(phone);
  await screenshot(phone, 'search-results');
  await phone.getByRole('button', { name: 'Filters' }).click();
  const sheet = phone.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByText('Private room').click();
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: `${SCREENSHOTS}search-filters-${PHONE.width}x${PHONE.height}.png` });
  await sheet.getByRole('button', { name: 'Show homes' }).click();
  await expect(phone.getByRole('heading', { name: 'No homes match these filters' })).toBeVisible();
  await page.setViewportSize(DESKTOP);
});

test('a member of a company that runs credits and swaps filters the homes by how they can pay', async ({ browser, waitForMail }) => {
  // Read-only on the demo data: Acme runs credits and swaps, and its homes accept both by default.
  const page = await signedInPage(browser, 'sam@acme.test', waitForMail, { viewport: PHONE });
  await page.goto('/app/listings');
  await expect(page.getByRole('status').filter({ hasText: /Showing \d+ homes?/ })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const payWith = sheet.getByRole('radiogroup', { name: 'Pay with' });
  await expect(payWith.getByRole('radio')).toHaveText(['Any way', 'Credits', 'Home swap']);
  await payWith.getByRole('radio', { name: 'Home swap' }).click();
  await expect(payWith.getByRole('radio', { name: 'Home swap' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}search-pay-with-${PHONE.width}x${PHONE.height}.png` });
  await sheet.getByRole('button', { name: 'Show homes' }).click();
  await expect(page).toHaveURL(/accepts=swap/);
  await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
  // Only the homes that take a swap (alex's canal flat among them).
  await expect(page.getByRole('status').filter({ hasText: /^\d+ homes? found$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bright canal flat with a separate study' })).toBeVisible();
  await page.context().close();
});
