import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, formatStayDate, utcDate } from '@worknest/shared/booking';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoAxeViolations, signedInPage } from './support/journeys';
import { newListing, newMember } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Calendar sync in the browser (issue 20): a host of their own opens their listing, takes the
 * private feed (and the feed answers as a calendar file), imports a calendar served by this test
 * on 127.0.0.1 (the local cloud allows loopback; deployed stages only public hosts) and sees the
 * nights it blocks. Screenshots at phone and desktop sizes.
 */

const compact = (date: string) => date.replaceAll('-', '');
let server: Server;
let calendarUrl: string;
const today = utcDate(Date.now());
const blocked = [addDays(today, 20), addDays(today, 21), addDays(today, 22)];

test.beforeAll(async () => {
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other site//EN',
    'BEGIN:VEVENT',
    'UID:elsewhere-1@other.example',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(blocked[0]!)}`,
    `DTEND;VALUE=DATE:${compact(addDays(blocked[2]!, 1))}`,
    'SUMMARY:Booked elsewhere',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/elsewhere.ics`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a host subscribes to the feed, imports a calendar and sees the blocked nights', async ({ browser, localEnv, waitForMail }) => {
  test.setTimeout(120_000);
  const host = await newMember(localEnv, 'acme.test', 'Nora');
  const listingId = await newListing(localEnv, host.id, 'acme.test', 'Garden flat with a sit-stand desk');
  const page = await signedInPage(browser, host.email, waitForMail);
  await page.goto(`/app/listings/${listingId}`);

  const card = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Calendar sync' }) }).last();
  const feedUrl = page.getByTestId('calendar-feed-url');
  // The token in the query, which CloudFront's access logs leave out (ADR 0083).
  await expect(feedUrl).toHaveValue(/\/api\/calendar-feeds\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/, { timeout: 45_000 });

  // Subscribing: a calendar app fetches the address without a session.
  const feed = await page.request.get(await feedUrl.inputValue(), { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  // Importing a calendar blocks its nights.
  await page.getByLabel('Calendar address 1').fill(calendarUrl);
  await page.getByRole('button', { name: 'Save calendars' }).click();
  await expect(page.getByText('Calendars saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  const nights = page.getByTestId('imported-blocked-nights');
  for (const night of blocked) await expect(nights.getByText(formatStayDate(night))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Imported calendars' })).toContainText('3 nights blocked');
  await expect(page.getByRole('list', { name: 'Imported calendars' })).toContainText('Last successful sync');

  await expectNoAxeViolations(page);
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SCREENSHOTS}calendar-sync-${viewport.width}x${viewport.height}.png` });
  }
  await page.context().close();
});
