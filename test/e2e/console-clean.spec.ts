import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { collectConsoleProblems } from './support/console-problems';
import { DESKTOP, signIn, type WaitForMail } from './support/journeys';
import { renderBelowTheFold } from './support/below-the-fold';

/**
 * Issue 29: the console stays clean. A member walks the main app pages and opens a conversation;
 * an admin and an HR member open their dashboards. No page logs a warning or an error, neither
 * its own (console.warn/error: react-router's "empty route" warning on opening a conversation)
 * nor Chromium's on its behalf ("WebSocket connection … failed: closed before the connection is
 * established", when the messages socket was closed while it was still connecting).
 */

/** Settles on a page: its heading shows, its requests end, and the socket gets the time to connect (or not). */
async function visit(page: Page, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  await expect(heading ? page.getByRole('heading', { name: heading }).first() : page.getByRole('main').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  // The parts below the fold render too (ADR 0198), so their console output counts.
  await renderBelowTheFold(page);
  await page.waitForTimeout(300);
}

async function signedInWatchedPage(browser: import('@playwright/test').Browser, email: string, waitForMail: WaitForMail) {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const problems = await collectConsoleProblems(page);
  await signIn(page, email, waitForMail);
  return { page, problems };
}

test('the main app pages and opening a conversation log no warning or error', async ({ browser, waitForMail }) => {
  test.setTimeout(300_000);
  const { page, problems } = await signedInWatchedPage(browser, 'sam@acme.test', waitForMail);

  // Client-side moves between pages (the header and its socket stay), then full loads of each.
  await page.getByRole('banner').getByRole('link', { name: 'Messages' }).first().click();
  await expect(page).toHaveURL(/\/app\/messages/);
  await page.waitForTimeout(300);
  await visit(page, '/app/listings');
  await visit(page, '/app/profile');
  await visit(page, '/app/bookings');

  // A conversation with a colleague's home: sam asks alex's demo listing's host.
  let alexs: { id: string; title: string } | undefined;
  for (let cursor: string | null = null, first = true; !alexs && (first || cursor); first = false) {
    const answer = await page.request.get(cursor ? `/api/listings?cursor=${encodeURIComponent(cursor)}` : '/api/listings');
    const found = (await answer.json()) as { items: { id: string; title: string }[]; nextCursor: string | null };
    alexs = found.items.find((listing) => listing.title === 'Bright canal flat with a separate study');
    cursor = found.nextCursor;
  }
  expect(alexs, "alex's demo listing").toBeTruthy();
  await visit(page, `/app/listings/${alexs!.id}`, 'Bright canal flat with a separate study');
  await page.getByRole('button', { name: 'Message host' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(300);
  // Opening it from the list, and a full load of the conversation's own address.
  const conversation = page.url();
  await visit(page, '/app/messages');
  await page.locator(`a[href="${new URL(conversation).pathname}"]`).first().click();
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible({ timeout: 60_000 });
  await page.goto(conversation);
  await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1_000);

  expect(problems.entries, 'console warnings and errors').toEqual([]);
  await page.context().close();
});

test('the admin and HR dashboards log no warning or error', async ({ browser, waitForMail }) => {
  test.setTimeout(300_000);
  const admin = await signedInWatchedPage(browser, 'ada@acme.test', waitForMail);
  for (const path of ['/app/admin', '/app/admin/users', '/app/admin/bookings', '/app/admin/analytics']) await visit(admin.page, path);
  await admin.page.waitForTimeout(1_000);
  expect(admin.problems.entries, 'console warnings and errors (admin)').toEqual([]);
  await admin.page.context().close();

  const hr = await signedInWatchedPage(browser, 'hana@acme.test', waitForMail);
  await visit(hr.page, '/app/hr');
  await hr.page.waitForTimeout(1_000);
  expect(hr.problems.entries, 'console warnings and errors (HR)').toEqual([]);
  await hr.page.context().close();
});
