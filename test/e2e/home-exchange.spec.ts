import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { format, parse } from 'date-fns';
import { addDays, utcDate } from '@worknest/shared/booking-rules';
import { expect as baseExpect, test } from './support/fixtures';
import { screenshotsAtBothSizes, signedInPage } from './support/journeys';
import { newCopenhagenListing, newMember, useLocalStore } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 45_000 });

/** Picks a day on a DateField inside `scope` (the swap dialog has two pairs of them). */
async function pickIn(page: Page, scope: Locator, field: string, day: string): Promise<void> {
  await scope.getByLabel(field, { exact: true }).click();
  const name = format(parse(day, 'yyyy-MM-dd', new Date()), 'PPPP');
  const dayButton = page.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
  for (let month = 0; month < 3 && !(await dayButton.isVisible()); month++) {
    await page.getByRole('button', { name: /next month/i }).last().click();
  }
  await dayButton.click();
}

/** The booking panel's dates: after the check-in, the panel may open the check-out's calendar by itself. */
async function pickStay(page: Page, checkIn: string, checkOut: string): Promise<void> {
  const calendar = page.getByRole('dialog');
  const pickDay = async (day: string) => {
    const name = format(parse(day, 'yyyy-MM-dd', new Date()), 'PPPP');
    const dayButton = calendar.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
    // The calendar loads on the click: wait for it, or a check before it renders would turn a month too far.
    await expect(calendar.getByRole('button', { name: /next month/i })).toBeVisible();
    for (let month = 0; month < 3 && !(await dayButton.isVisible()); month++) {
      await calendar.getByRole('button', { name: /next month/i }).click();
    }
    await dayButton.click();
  };
  await page.getByLabel('Check-in', { exact: true }).click();
  await pickDay(checkIn);
  const opened = await calendar.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await page.getByLabel('Check-out', { exact: true }).click();
  await pickDay(checkOut);
  await expect(calendar).toBeHidden();
}

/**
 * Issue 37, home exchange end to end, for a company of its own: HR turns on credits and swaps
 * (HR → Home exchange), alex proposes a swap on sam's home ("Propose a swap", both date ranges on
 * calendars), sam accepts on /app/swaps and both see their stay in My Bookings; sam then books
 * alex's home with credits ("Pay with credits"). Screenshots at phone and desktop sizes.
 */
test('alex proposes a swap, sam accepts, both see their stays; sam books with credits', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(600_000);
  useLocalStore(localEnv);
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const domain = `swap-${randomUUID().slice(0, 6)}.test`;
  await addCompany(domain, 'Swapco');
  const hrEmail = `hana-${randomUUID().slice(0, 6)}@${domain}`;
  await createUser({ email: hrEmail, companyDomain: domain, role: 'hr', firstName: 'Hana', lastName: 'Exchange', eligibilityConfirmedAt: new Date().toISOString() });
  const alex = await newMember(localEnv, domain, 'Alex');
  const sam = await newMember(localEnv, domain, 'Sam');
  const alexHome = await newCopenhagenListing(alex.id, domain, `Alex canal flat ${randomUUID().slice(0, 4)}`);
  const samHome = await newCopenhagenListing(sam.id, domain, `Sam harbour loft ${randomUUID().slice(0, 4)}`);

  // HR: the programme on.
  const hr = await signedInPage(browser, hrEmail, waitForMail);
  await hr.goto('/app/hr/home-exchange');
  const programme = hr.getByRole('form', { name: 'Programme' });
  await programme.getByLabel(/^Credits:/).check();
  await programme.getByLabel(/^Swaps:/).check();
  await programme.getByRole('button', { name: 'Save programme' }).click();
  await expect(hr.getByText('Programme saved').first()).toBeVisible();
  await screenshotsAtBothSizes(hr, 'home-exchange-hr');

  // alex: "Propose a swap" on sam's home.
  const page = await signedInPage(browser, alex.email, waitForMail);
  await page.goto(`/app/listings/${samHome.id}`);
  await expect(page.getByRole('heading', { name: samHome.title })).toBeVisible();
  await page.getByRole('button', { name: 'Propose a swap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose a swap' });
  const alexAtSam = { checkIn: addDays(utcDate(Date.now()), 10), checkOut: addDays(utcDate(Date.now()), 12) };
  const samAtAlex = { checkIn: addDays(utcDate(Date.now()), 20), checkOut: addDays(utcDate(Date.now()), 22) };
  const mine = dialog.getByRole('group', { name: /^Your stay at/ });
  await pickIn(page, mine, 'Check-in', alexAtSam.checkIn);
  await pickIn(page, mine, 'Check-out', alexAtSam.checkOut);
  const theirs = dialog.getByRole('group', { name: /’s stay at/ });
  await pickIn(page, theirs, 'Check-in', samAtAlex.checkIn);
  await pickIn(page, theirs, 'Check-out', samAtAlex.checkOut);
  await dialog.getByLabel('Message (optional)').fill('Swap for a few days?');
  await screenshotsAtBothSizes(page, 'home-exchange-propose');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page).toHaveURL(/\/app\/swaps$/);
  await expect(page.getByRole('region', { name: 'Waiting for the other member' }).getByText(/Swap with Sam/)).toBeVisible();

  // sam: accepts on /app/swaps.
  const samPage = await signedInPage(browser, sam.email, waitForMail);
  await samPage.goto('/app/swaps');
  const waiting = samPage.getByRole('region', { name: 'Waiting for you' });
  await expect(waiting.getByText('Swap for a few days?')).toBeVisible();
  await screenshotsAtBothSizes(samPage, 'home-exchange-swaps');
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expect(samPage.getByText('Swap accepted: both stays are booked').first()).toBeVisible();
  await expect(samPage.getByRole('region', { name: 'Decided' }).getByText('Accepted')).toBeVisible();

  // Both see their stay.
  await samPage.goto('/app/bookings');
  await expect(samPage.getByText(alexHome.title).first()).toBeVisible();
  await page.goto('/app/bookings');
  await expect(page.getByText(samHome.title).first()).toBeVisible();

  // sam books alex's home with credits (2 starter credits, two nights).
  await samPage.goto(`/app/listings/${alexHome.id}`);
  const night = { checkIn: addDays(utcDate(Date.now()), 30), checkOut: addDays(utcDate(Date.now()), 32) };
  await pickStay(samPage, night.checkIn, night.checkOut);
  const credits = samPage.getByLabel('Pay with credits');
  await expect(credits.getByText(/Your balance: 2 credits · this stay: 2 credits/)).toBeVisible();
  await screenshotsAtBothSizes(samPage, 'home-exchange-pay-with-credits');
  await credits.getByRole('button', { name: 'Pay with credits' }).click();
  await expect(samPage).toHaveURL(/\/app\/bookings$/);
  await expect(samPage.getByText('Paid with credits').first()).toBeVisible();
});
