import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { addDays, utcDate } from '@worknest/shared/booking';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoAxeViolations, signedInPage } from './support/journeys';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 16 in the browser: a host of a company of its own (so this runs beside other specs) edits
 * the title, the price, a photo and the dates of a listing, pauses and resumes it; a colleague
 * sees each change. Screenshots of the edit form, My Listings (paused) and the listing page at
 * phone and desktop sizes land in test-results/screenshots/.
 */

const PHOTOS = fileURLToPath(new URL('../../scripts/src/seed/listings-photos/', import.meta.url));

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`, fullPage });
}

/** The availability picker's name of a day: "14 December 2026, Monday". */
function dayName(date: string): string {
  const day = new Date(`${date}T12:00:00`);
  return `${day.getDate()} ${day.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })}, ${day.toLocaleDateString('en-GB', { weekday: 'long' })}`;
}

test('a host edits title, price, a photo and dates, pauses and resumes; a colleague sees the changes', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(300_000);
  Object.assign(process.env, localEnv);
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3, uploadsBucket } = await import('@worknest/functions/adapters/s3');
  const { newPhotoKey } = await import('@worknest/functions/domain/uploads/photo-keys');
  const { createListing } = await import('@worknest/functions/domain/listings/create-listing');
  const { listingInputSchema, photoUrlOfKey } = await import('@worknest/shared/listing');

  const domain = `edit-${randomUUID().slice(0, 8)}.test`;
  await addCompany(domain, 'Edit Co');
  const eligibilityConfirmedAt = new Date().toISOString();
  const host = await createUser({ email: `hana@${domain}`, companyDomain: domain, firstName: 'Hana', lastName: 'Host', eligibilityConfirmedAt });
  await createUser({ email: `cole@${domain}`, companyDomain: domain, firstName: 'Cole', lastName: 'Colleague', eligibilityConfirmedAt });
  const images: string[] = [];
  for (const file of ['garden-office-flat-1.jpg', 'garden-office-flat-2.jpg']) {
    const key = newPhotoKey(host.id);
    await s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: await readFile(`${PHOTOS}${file}`), ContentType: 'image/jpeg' }));
    images.push(photoUrlOfKey(key));
  }
  const today = utcDate(Date.now());
  const offered = [1, 2, 3].map((n) => addDays(today, n));
  const listing = await createListing(
    listingInputSchema.parse({
      title: 'Garden flat with an office',
      description: 'A calm flat with a garden office: desk, chair, monitor and fibre, far from the street noise.',
      rentalType: 'whole_apartment',
      pricePerNight: 8000,
      address: 'Via Roma 1',
      city: 'Turin',
      country: 'Italy',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      images,
      availableDates: offered,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 300 },
    }),
    { userId: host.id, role: 'employee', companyDomain: domain },
  );

  const colleague = await signedInPage(browser, `cole@${domain}`, waitForMail);
  await expect(colleague.getByRole('link', { name: 'Garden flat with an office' })).toBeVisible();

  // The host opens Edit from My Listings: the form is filled in.
  const page = await signedInPage(browser, `hana@${domain}`, waitForMail);
  await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('button', { name: 'Edit Garden flat with an office' }).click();
  const form = page.getByRole('form', { name: 'Edit Listing' });
  await expect(form.getByLabel('Title')).toHaveValue('Garden flat with an office');
  await expect(form.getByLabel('Price per night (EUR)')).toHaveValue('80');
  await expect(form.getByLabel('WiFi speed (Mbps)')).toHaveValue('300');

  // Title, price, a photo (the second goes, a new one comes, it shows the workspace) and a date.
  await form.getByLabel('Title').fill('Garden flat with a studio office');
  await form.getByLabel('Price per night (EUR)').fill('95');
  await form.getByRole('button', { name: 'Remove photo 2' }).click();
  await form.getByTestId('photo-input').setInputFiles([`${PHOTOS}garden-office-flat-3.jpg`]);
  await expect(page.getByText('1 photo uploaded successfully!', { exact: true })).toBeVisible({ timeout: 60_000 });
  // The radio is visually hidden inside its thumbnail's label: a click event is what a click on the thumbnail sends.
  await form.getByRole('radio', { name: 'Photo 2' }).dispatchEvent('click');
  await expect(form.getByRole('radio', { name: 'Photo 2' })).toBeChecked();
  const added = addDays(today, 6);
  // Issue 29: a click picks a range's first night, the next its last; the same night twice is that night alone.
  await form.getByRole('button', { name: dayName(offered[0]!) }).click();
  await form.getByRole('button', { name: dayName(offered[0]!) }).click(); // offered already: taken off
  await form.getByRole('button', { name: dayName(added) }).click();
  await form.getByRole('button', { name: dayName(added) }).click();
  await expect(form.getByText('3 dates selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'listing-edit-form');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'listing-edit-form');
  await page.setViewportSize(DESKTOP);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Listing updated', { exact: true })).toBeVisible();

  // The listing page shows the change at once.
  await page.getByRole('link', { name: 'View Listing' }).click();
  await expect(page.getByRole('heading', { name: 'Garden flat with a studio office', level: 1 })).toBeVisible();
  await expect(page.getByText('€95', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Work-ready', { exact: true }).first()).toBeVisible(); // desk, quiet, 300 Mbps and now a workspace photo
  await screenshot(page, 'listing-edited-detail');

  // Pause: the row says Paused; the colleague no longer finds it, and its page takes no bookings.
  await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click();
  await page.getByRole('button', { name: 'Pause Garden flat with a studio office' }).click();
  await expect(page.getByText('Listing paused', { exact: true })).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await screenshot(page, 'my-listings-paused');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'my-listings-paused');
  await page.setViewportSize(DESKTOP);

  await colleague.reload();
  await expect(colleague.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(colleague.getByRole('link', { name: /Garden flat/ })).toHaveCount(0);
  await colleague.goto(`/app/listings/${listing.id}`);
  await expect(colleague.getByText('This home is not taking bookings right now')).toBeVisible();

  // Resume: the colleague sees it again, with the new title, price, photo and dates.
  await page.getByRole('button', { name: 'Resume Garden flat with a studio office' }).click();
  await expect(page.getByText('Listing resumed', { exact: true })).toBeVisible();
  await colleague.goto('/app/listings');
  await expect(colleague.getByRole('link', { name: 'Garden flat with a studio office' })).toBeVisible();
  await colleague.getByRole('link', { name: 'Garden flat with a studio office' }).click();
  await expect(colleague.getByRole('heading', { name: 'Garden flat with a studio office', level: 1 })).toBeVisible();
  await expect(colleague.getByText('€95').first()).toBeVisible();
  await expect(colleague.getByText('Work-ready', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(colleague);
  await screenshot(colleague, 'listing-edited-colleague');
  await colleague.setViewportSize(PHONE);
  await screenshot(colleague, 'listing-edited-colleague');
  await colleague.context().close();
  await page.context().close();
});
