import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { addDays, utcDate } from '@worknest/shared/booking';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, expectImagesSettled, expectNoAxeViolations, signedInPage } from './support/journeys';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 29, items 13 and 14 in the browser: the grid leaves the member's own homes out (Globex's
 * only member sees "No colleague homes yet" and a way to his homes) and shows each card's rating;
 * Messages names the other member and the listing on each row, shows a system note as a note,
 * and puts the stay's card at the top of the thread.
 */

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`, fullPage });
}

async function atBothSizes(page: Page, name: string, fullPage = false): Promise<void> {
  await screenshot(page, name, fullPage);
  await page.setViewportSize(PHONE);
  await screenshot(page, name, fullPage);
  await page.setViewportSize(DESKTOP);
}

test("Globex's only member sees no grid of his own homes, but a way to them", async ({ browser, waitForMail }) => {
  test.setTimeout(180_000);
  const gus = await signedInPage(browser, 'gus@globex.test', waitForMail);
  // The first grid of a run may wait for cold starts of the listings functions.
  await expect(gus.getByRole('heading', { name: 'No colleague homes yet' })).toBeVisible({ timeout: 60_000 });
  await expect(gus.getByText('Your 2 homes are not shown here')).toBeVisible();
  await expect(gus.getByRole('link', { name: 'Sunny studio by the old port' })).toHaveCount(0);
  await expect(gus.getByRole('link', { name: 'Attic room under a skylight' })).toHaveCount(0);
  await expectNoAxeViolations(gus);
  await atBothSizes(gus, 'grid-only-own-homes');
  await gus.getByRole('main').getByRole('link', { name: 'Your homes' }).last().click();
  await expect(gus).toHaveURL(/\/app\/profile#my-listings$/);
  await expect(gus.getByRole('region', { name: 'My Listings' }).getByText('Sunny studio by the old port')).toBeVisible();
  await gus.context().close();
});

test('a member’s grid shows colleagues’ homes with their rating, not their own', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(180_000);
  Object.assign(process.env, localEnv);
  const { createUser } = await import('@worknest/functions/store/users');
  const { putListing } = await import('@worknest/functions/store/listings');
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { keys } = await import('@worknest/functions/store/keys');
  // A colleague's new home with three published reviews (4 + 5 + 5 stars), as the reviews' stats item keeps them.
  const suffix = randomUUID().slice(0, 6);
  const host = await createUser({ email: `rated-${suffix}@acme.test`, companyDomain: 'acme.test', role: 'employee', firstName: 'Rita', lastName: 'Rated', eligibilityConfirmedAt: new Date().toISOString() });
  const record = listingRecord({ userId: host.id, companyDomain: 'acme.test', title: `Rated loft ${suffix}` });
  await putListing(record);
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.listingReviewStats(record.id), type: 'listingReviewStats', reviewCount: 3, ratingSum: 14 } }));

  const sam = await signedInPage(browser, 'sam@acme.test', waitForMail);
  const card = sam.getByRole('listitem').filter({ hasText: record.title });
  // The first grid of a run may wait for cold starts of the listings functions.
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Rated 4.7 out of 5, 3 reviews')).toBeAttached();
  await expect(card.getByTestId('card-rating')).toHaveText(/4\.7\s*\(3\)/);
  // alex's canal flat is there; sam's own three homes are not.
  await expect(sam.getByRole('link', { name: 'Bright canal flat with a separate study' })).toBeVisible();
  for (const own of ['Harbour loft with a standing desk', 'Quiet room near Vondelpark', 'Family flat with a garden office']) {
    await expect(sam.getByRole('link', { name: own })).toHaveCount(0);
  }
  await expect(sam.getByRole('link', { name: 'Your homes' })).toHaveAttribute('href', '/app/profile#my-listings');
  await expectImagesSettled(sam);
  await expectNoAxeViolations(sam);
  await atBothSizes(sam, 'grid-ratings');
  await sam.context().close();
});

test('Messages: each row names the member and the listing, a system note is a note, the thread shows the stay', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(180_000);
  Object.assign(process.env, localEnv);
  const { createUser } = await import('@worknest/functions/store/users');
  const { putListing, getListing } = await import('@worknest/functions/store/listings');
  const { seedPaidStay } = await import('@worknest/scripts/seed/bookings-seed');
  const { startConversation } = await import('@worknest/functions/domain/messaging/start-conversation');
  const { appendMessage } = await import('@worknest/functions/store/messages');
  const suffix = randomUUID().slice(0, 6);
  const confirmed = new Date().toISOString();
  const [host, guest] = await Promise.all([
    createUser({ email: `nora-${suffix}@acme.test`, companyDomain: 'acme.test', role: 'employee', firstName: 'Nora', lastName: 'Host', eligibilityConfirmedAt: confirmed }),
    createUser({ email: `gil-${suffix}@acme.test`, companyDomain: 'acme.test', role: 'employee', firstName: 'Gil', lastName: 'Guest', eligibilityConfirmedAt: confirmed }),
  ]);
  const record = listingRecord({ userId: host.id, companyDomain: 'acme.test', title: `Canal house ${suffix}` });
  await putListing(record);
  const today = utcDate(Date.now());
  const checkIn = addDays(today, 20);
  const checkOut = addDays(today, 23);
  const booking = await seedPaidStay((await getListing(record.id))!, guest.id, { checkIn, checkOut, numberOfGuests: 2 }, Date.now());
  const { conversation } = await startConversation({ guestId: guest.id, hostId: host.id, listingId: record.id });
  // The line the app writes into the conversation when a stay changes, sent in the guest's name.
  const note = `Stay ${checkIn} to ${checkOut} changed: the host was told.`;
  await appendMessage({ ...conversation, lastMessageAt: null }, guest.id, note, note, 'system');

  const page = await signedInPage(browser, guest.email!, waitForMail);
  await page.goto('/app/messages');
  const row = page.getByRole('navigation', { name: 'Conversations' }).locator(`a[href="/app/messages/${conversation.id}"]`);
  await expect(row).toContainText('Nora Host');
  await expect(row).toContainText(record.title);
  await expect(row).toContainText(note);
  await expect(row).not.toContainText('You:');
  await expect(row).not.toContainText('Conversation ·');
  await expect(row).toHaveAccessibleName(new RegExp(`Note: ${note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await atBothSizes(page, 'messages-list-note');

  await row.click();
  const stay = page.getByRole('region', { name: 'Conversation' }).getByRole('region', { name: 'Stay' });
  await expect(stay).toContainText(record.title);
  await expect(stay).toContainText('3 nights · 2 guests');
  await expect(stay).toContainText('Confirmed');
  await expect(stay.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/app/bookings#stay-${booking.id}`);
  // The note reads as a note in the thread too.
  await expect(page.getByRole('log').getByText(note)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await atBothSizes(page, 'messages-thread-stay');
  await stay.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/bookings#stay-${booking.id}$`));
  await page.context().close();
});
