import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { addDays, utcDate } from '@worknest/shared/booking';
import { REQUEST_LOG_ENV } from '@worknest/local-cloud/request-log';
import { payWith, pickDate } from './support/checkout';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, signIn, signedInPage, type WaitForMail } from './support/journeys';
import { newListing, newMember } from './support/store-records';

// Cold starts of the local functions take seconds on a loaded two-core machine; this run counts, it does not time.
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * The journeys of docs/cost-model.md, driven like a member would, for `npm run cost:requests`:
 * the local gateway labels every request with the journey set by `POST /__local/journey`, and
 * scripts/src/cost counts the requests of each journey from its log. Only in a counting run (the
 * variable set, one worker, so no other test's requests get a label); skipped otherwise.
 */
const requestLog = process.env[REQUEST_LOG_ENV];
test.skip(!requestLog, `a counting run only: npm run cost:requests (${REQUEST_LOG_ENV} unset)`);

async function journey(appUrl: string, name: string | null, counted: boolean): Promise<void> {
  if (!counted) return;
  const response = await fetch(new URL('/__local/journey', appUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  if (!response.ok) throw new Error(`POST /__local/journey answered ${response.status}`);
}

/** Lets the SPA's requests of the step finish before the next label (sockets do not count as busy). */
async function settle(...pages: Page[]): Promise<void> {
  for (const page of pages) await page.waitForLoadState('networkidle');
}

/** Sends one message with Enter and waits for the API's answer and the message in the thread. */
async function send(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/conversations\/[^/]+\/messages$/.test(new URL(response.url()).pathname));
  const input = page.getByLabel('Message', { exact: true });
  await input.fill(text);
  await input.press('Enter');
  expect((await answered).status()).toBe(201);
  await expect(input).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(text)).toBeVisible();
}

/** Stripe's webhook comes after the success page: wait until the gateway logged it. */
async function webhookLogged(bookingJourney: string): Promise<boolean> {
  const text = await readFile(requestLog!, 'utf8').catch(() => '');
  return text.split('\n').some((line) => line.includes('"/api/webhooks/stripe"') && line.includes(`"journey":"${bookingJourney}"`));
}

test('the cost model’s journeys: sign-in, a browsing session, a booking, messages around it', async ({ browser, appUrl, waitForMail, localEnv }) => {
  test.setTimeout(900_000);
  // Twice, with new members and listings: the first pass starts every function's worker (a cold
  // local worker can pass HTTP API's 30 s on a loaded machine, answering 503), the second counts.
  await runJourneys({ browser, appUrl, waitForMail, localEnv }, false);
  await runJourneys({ browser, appUrl, waitForMail, localEnv }, true);
});

async function runJourneys(
  { browser, appUrl, waitForMail, localEnv }: { browser: Browser; appUrl: string; waitForMail: WaitForMail; localEnv: Record<string, string> },
  counted: boolean,
): Promise<void> {
  const tag = randomUUID().slice(0, 6);
  const host = await newMember(localEnv, 'acme.test', 'Costhost');
  const titles = [1, 2, 3].map((n) => `Cost journey loft ${n} ${tag}`);
  const listingIds: string[] = [];
  for (const title of titles) listingIds.push(await newListing(localEnv, host.id, 'acme.test', title));
  const guest = await newMember(localEnv, 'acme.test', 'Costguest');
  const hostPage = await signedInPage(browser, host.email, waitForMail);
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();

  // Sign-in: the login page, the magic link, the landing grid.
  await journey(appUrl, 'sign-in', counted);
  await signIn(page, guest.email, waitForMail);
  await settle(page);

  // A browsing session: open the app, three listings from the grid, back to the grid each time.
  await journey(appUrl, 'browse', counted);
  await page.goto('/app/listings');
  for (const title of titles) {
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await settle(page);
    // Back to the grid through the header, as a member would (client-side, no reload).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listings' }).click();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await settle(page);
  }

  // A booking: dates on a listing, checkout, the 4242 card, Stripe's webhook, My Bookings.
  await journey(appUrl, 'booking', counted);
  await page.getByRole('link', { name: titles[0]!, exact: true }).click();
  const checkIn = addDays(utcDate(Date.now()), 10);
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', addDays(checkIn, 3));
  await page.getByRole('form', { name: 'Book this place' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  if (counted) await expect.poll(() => webhookLogged('booking'), { timeout: 60_000 }).toBe(true);
  await page.getByRole('link', { name: 'View My Bookings' }).click();
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByText(titles[0]!)).toBeVisible();
  await settle(page);

  // Messages around the booking: the host has Messages open; guest and host write five in all.
  await journey(appUrl, null, counted);
  await hostPage.goto('/app/messages');
  await settle(hostPage);
  await journey(appUrl, 'messages', counted);
  await page.goto(`/app/listings/${listingIds[0]}`);
  await page.getByRole('button', { name: 'Message host' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  const conversationId = page.url().split('/').pop()!;
  const guestThread = page.getByRole('region', { name: 'Conversation' });
  const guestSays = ['Hello! Booked your loft for next week.', 'Is there a monitor at the desk?', 'And where do I find the keys?'];
  for (const text of guestSays) await send(page, text);
  await hostPage.locator(`[href="/app/messages/${conversationId}"]`).click();
  const hostThread = hostPage.getByRole('region', { name: 'Conversation' });
  await expect(hostThread.getByText(guestSays[2]!)).toBeVisible();
  for (const text of ['Yes, a 27-inch one.', 'In the key box by the door; the code comes the day before.']) {
    await send(hostPage, text);
    // Pushed to the guest's open thread.
    await expect(guestThread.getByText(text)).toBeVisible();
  }
  await settle(page, hostPage);
  await journey(appUrl, null, counted);

  await page.context().close();
  await hostPage.context().close();
}
