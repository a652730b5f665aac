import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoAxeViolations, signedInPage } from './support/journeys';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';

// A shared two-core machine can take seconds to cold-start a function: wait longer than the
// default for what arrives through the server. Arrival latency itself is measured by the bench.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Messaging in the browser (issue "Messaging in real time"): two Chromium contexts, alex and sam
 * of acme.test, chat; each sees the other's messages appear without reloading (the WebSocket push
 * reloads the thread and the list). Screenshots at phone and laptop sizes.
 */


async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`, fullPage: options.fullPage });
}

/** A listing of sam's, written to the store directly (the listings feature has its own browser test). */
async function createSamsListing(localEnv: Record<string, string>, hostId: string): Promise<string> {
  Object.assign(process.env, localEnv);
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({
    userId: hostId,
    companyDomain: 'acme.test',
    title: 'Sunny loft near the harbour',
    description: 'A bright loft with a standing desk, a 500 Mbps line and a quiet street outside the window.',
    pricePerNight: 7500,
    address: '12 Harbour Road',
    workReady: workReadyFromLegacy({ wifiSpeed: '500 Mbps' }),
  });
  await putListing(record);
  return record.id;
}

async function userIdOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  return ((await response.json()) as { id: string }).id;
}

/** Marks the document, so a later check proves the page was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('two colleagues chat and see each other’s messages arrive without reloading', async ({ browser, waitForMail, localEnv }) => {
  // Two sign-ins, twenty-odd steps and two axe runs: on the loaded CI machine it reached its last
  // steps at 90 s (fresh-clone run, 2026-11-28 22:44); the other long journeys have 180 s too.
  test.setTimeout(180_000);
  const [alex, sam] = await Promise.all([
    signedInPage(browser, 'alex@acme.test', waitForMail),
    signedInPage(browser, 'sam@acme.test', waitForMail),
  ]);
  const listingId = await createSamsListing(localEnv, await userIdOf(sam));

  // Alex asks the host from the listing page; the button opens the new conversation.
  await alex.goto(`/app/listings/${listingId}`);
  await expect(alex.getByRole('button', { name: 'Message host' })).toBeVisible();
  await screenshot(alex, 'listing-message-host', { fullPage: true });
  await alex.getByRole('button', { name: 'Message host' }).click();
  await expect(alex).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  const conversation = { id: alex.url().split('/').pop()! };
  // The host sees no such button on their own listing.
  await sam.goto(`/app/listings/${listingId}`);
  await expect(sam.getByText('This is your listing')).toBeVisible();
  await expect(sam.getByRole('button', { name: 'Message host' })).toHaveCount(0);

  // Other journeys (booking, reviews, demo stays) may have given sam and alex conversations of
  // their own: this one is told apart by its address.
  const itemOf = (page: Page, name: RegExp) => page.getByRole('link', { name }).and(page.locator(`[href="/app/messages/${conversation.id}"]`));
  await sam.goto('/app/messages');
  await expect(itemOf(sam, /^Conversation with Alex Kim/)).toBeVisible();
  await expect(itemOf(sam, /^Conversation with Alex Kim/).getByText('No messages', { exact: true })).toBeVisible();
  await expect(sam.getByText('Select a conversation to start messaging')).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Back to Listings' })).toHaveAttribute('href', '/app/listings');
  await markDocument(sam);

  const alexThread = alex.getByRole('region', { name: 'Conversation' });
  await expect(alexThread.getByRole('heading', { name: 'Sam Rivera' })).toBeVisible();
  await expect(alexThread.getByRole('link', { name: 'Sunny loft near the harbour' })).toHaveAttribute('href', `/app/listings/${listingId}`);
  await markDocument(alex);
  const alexInput = alex.getByLabel('Message', { exact: true });
  const alexSend = alex.getByRole('button', { name: 'Send' });
  await expect(alexSend).toBeDisabled();
  await alexInput.fill('   ');
  await expect(alexSend).toBeDisabled();
  await alexInput.fill('Hi Sam! Is the loft free the first week of May?');
  await expect(alexSend).toBeEnabled();
  await alexSend.click();
  await expect(alexInput).toHaveValue('');
  const alexOwn = alexThread.getByRole('log').getByText('Hi Sam! Is the loft free the first week of May?');
  await expect(alexOwn).toBeVisible();

  // Sam's list reloads by itself: the new message shows with its unread count, and the header counts it.
  const samItem = itemOf(sam, /^Conversation with Alex Kim.* 1 unread$/);
  await expect(samItem).toBeVisible();
  // The header counts every conversation: other journeys running beside this one may message sam too.
  const samUnread = sam.getByRole('banner').getByTestId('unread-messages');
  await expect(samUnread).toHaveText(/^[1-9]\d* unread/);
  const unreadBefore = Number((await samUnread.textContent())?.match(/\d+/)?.[0]);
  await screenshot(sam, 'messages-list');
  await samItem.click();
  await expect(sam).toHaveURL(`/app/messages/${conversation.id}`);
  const samThread = sam.getByRole('region', { name: 'Conversation' });
  await expect(samThread.getByText('Hi Sam! Is the loft free the first week of May?')).toBeVisible();
  // Reading it takes its count off the header.
  if (unreadBefore === 1) await expect(samUnread).toHaveCount(0);
  else await expect(samUnread).not.toHaveText(`${unreadBefore} unread`);

  // Sam answers with Enter; it appears on Alex's open thread by itself, on the left.
  await sam.getByLabel('Message', { exact: true }).fill('Yes, it is! I can leave the keys with the concierge.');
  await sam.getByLabel('Message', { exact: true }).press('Enter');
  const reply = alexThread.getByText('Yes, it is! I can leave the keys with the concierge.');
  await expect(reply).toBeVisible();
  // Own messages on the right, the other's on the left.
  const ownBox = (await alexOwn.boundingBox())!;
  const theirBox = (await reply.boundingBox())!;
  const threadBox = (await alexThread.getByRole('log').boundingBox())!;
  expect(ownBox.x + ownBox.width).toBeGreaterThan(threadBox.x + threadBox.width * 0.75);
  expect(theirBox.x).toBeLessThan(threadBox.x + threadBox.width * 0.25);

  await alexInput.fill('Perfect, thank you. I will book it tonight.');
  await alexInput.press('Enter');
  await expect(samThread.getByText('Perfect, thank you. I will book it tonight.')).toBeVisible();
  await expectNotReloaded(alex);
  await expectNotReloaded(sam);

  await expectNoAxeViolations(alex);
  await screenshot(alex, 'messages-thread');
  await alex.setViewportSize(PHONE);
  await expect(alex.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  await screenshot(alex, 'messages-thread');
  await alex.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(alex).toHaveURL('/app/messages');
  await expect(itemOf(alex, /^Conversation with Sam Rivera/)).toBeVisible();
  await expect(alex.getByText('Select a conversation to start messaging')).toBeHidden();
  await expectNoAxeViolations(alex);
  await screenshot(alex, 'messages-list');

  // On the phone, a new message still arrives on the open thread.
  await itemOf(alex, /^Conversation with Sam Rivera/).click();
  await sam.getByLabel('Message', { exact: true }).fill('See you in May!');
  await sam.getByRole('button', { name: 'Send' }).click();
  await expect(alexThread.getByText('See you in May!')).toBeVisible();
  await expectNotReloaded(sam);

  await alex.context().close();
  await sam.context().close();
});

test('a member without conversations sees the empty state', async ({ browser, waitForMail }) => {
  const hana = await signedInPage(browser, 'hana@acme.test', waitForMail, { viewport: PHONE });

  await hana.getByRole('banner').getByRole('link', { name: 'Messages' }).click();

  await expect(hana).toHaveURL('/app/messages');
  await expect(hana.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(hana.getByRole('link', { name: 'Back to Listings' })).toBeVisible();
  await expectNoAxeViolations(hana);
  await screenshot(hana, 'messages-empty');
  await hana.setViewportSize(DESKTOP);
  await screenshot(hana, 'messages-empty');
  await hana.context().close();
});
