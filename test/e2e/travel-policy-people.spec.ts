import { randomUUID } from 'node:crypto';
import { addDays, utcDate } from '@worknest/shared/booking-rules';
import { format, parse } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { screenshotsAtBothSizes, signedInPage } from './support/journeys';
import { newCopenhagenListing, newListing, newMember, useLocalStore } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 35, the people around a business stay, for a company of its own (invoice billing, a €50
 * cap for Denmark, none elsewhere): the member's "In policy" chip on /app/listings (in the URL)
 * keeps the Utrecht home and drops the Copenhagen one; HR (Hana) sets Mia's manager in the
 * employee list; Max, an employee, then sees Approvals with the pending count in the header once
 * Mia's out-of-policy trip waits. Screenshots at phone and desktop sizes.
 */
test('the In policy chip, the manager HR sets, and the manager’s Approvals badge', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(600_000);
  useLocalStore(localEnv);
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const domain = `policy-${randomUUID().slice(0, 6)}.test`;
  await addCompany(domain, 'Initech');
  const hrEmail = `hana-${randomUUID().slice(0, 6)}@${domain}`;
  await createUser({ email: hrEmail, companyDomain: domain, role: 'hr', firstName: 'Hana', lastName: 'Sato', eligibilityConfirmedAt: new Date().toISOString() });
  const host = await newMember(localEnv, domain, 'Holger');
  const mia = await newMember(localEnv, domain, 'Mia');
  const max = await newMember(localEnv, domain, 'Max');
  const tag = randomUUID().slice(0, 4);
  const above = await newCopenhagenListing(host.id, domain, `Canal flat above the cap ${tag}`);
  const withinTitle = `Utrecht room within the cap ${tag}`;
  await newListing(localEnv, host.id, domain, withinTitle);

  // Hana: the company's invoice billing and its policy, through the API as HR (the policy page has its own journey).
  const hr = await signedInPage(browser, hrEmail, waitForMail);
  await hr.goto('/app/hr');
  const put = (path: string, body: unknown) =>
    hr.evaluate(async ([url, data]) => (await fetch(url as string, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).status, [path, body] as const);
  expect(
    await put('/api/hr/billing', {
      mode: 'invoice',
      billingEmail: 'ap@initech.test',
      legalName: 'Initech ApS',
      address: { line1: 'Nørregade 7', postalCode: '1165', city: 'Copenhagen', country: 'DK' },
      requireCostCentre: false,
    }),
  ).toBe(200);
  expect(await put('/api/hr/travel-policy', { maxNightlyCents: null, countryCaps: { DK: 5000 }, maxNights: 14, minAdvanceDays: 0, approval: 'out_of_policy', approvalDeadlineHours: 48, onDeadline: 'decline' })).toBe(200);

  // Mia: the chip keeps only homes within the cap, and says so in the URL.
  const page = await signedInPage(browser, mia.email, waitForMail);
  await page.goto('/app/listings');
  await expect(page.getByText(above.title)).toBeVisible();
  await expect(page.getByText(withinTitle)).toBeVisible();
  const chip = page.getByRole('button', { name: 'In policy' });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(page).toHaveURL(/[?&]inPolicy=true/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(withinTitle)).toBeVisible();
  await expect(page.getByText(above.title)).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'travel-policy-chip');
  await page.reload();
  await expect(page.getByRole('button', { name: 'In policy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(above.title)).toHaveCount(0);

  // Hana: Mia's manager is Max, chosen in the employee list.
  await hr.reload();
  const select = hr.getByRole('combobox', { name: 'Manager of Mia Tester' }).locator('visible=true');
  await select.selectOption({ label: 'Max Tester' });
  await expect(hr.getByText('Max Tester now approves Mia Tester’s business stays').first()).toBeVisible();
  await hr.reload();
  await expect(hr.getByRole('combobox', { name: 'Manager of Mia Tester' }).locator('visible=true')).toHaveValue(max.id);
  await screenshotsAtBothSizes(hr, 'travel-policy-manager');

  // Max sees no Approvals until a stay of Mia's waits for him.
  const manager = await signedInPage(browser, max.email, waitForMail);
  await manager.goto('/app/listings');
  await expect(manager.getByRole('heading', { name: 'Listings' })).toBeVisible();
  await expect(manager.getByRole('link', { name: /Approvals/ })).toHaveCount(0);
  // Mia's booking panel says why the Copenhagen flat is outside the policy once the company pays.
  const checkIn = addDays(utcDate(Date.now()), 8);
  await page.goto(`/app/listings/${above.id}`);
  const panel = page.getByRole('form', { name: 'Book this place' });
  await pickStay(page, checkIn, addDays(checkIn, 2));
  await panel.getByRole('group', { name: 'Who pays?' }).getByRole('radio', { name: /Business trip/ }).check();
  await expect(panel.getByText('€100 a night is above Initech’s €50 cap for Denmark')).toBeVisible();
  await screenshotsAtBothSizes(page, 'travel-policy-panel');
  const status = await page.evaluate(
    async (body) => (await fetch('/api/business-stays', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { listingId: above.id, checkIn, checkOut: addDays(checkIn, 2), numberOfGuests: 1, purpose: 'Customer workshop in Copenhagen', justification: 'The client asked us to stay next to their office' },
  );
  expect(status).toBe(201);
  await manager.reload();
  const approvals = manager.getByRole('link', { name: /Approvals/ });
  await expect(approvals).toBeVisible();
  await expect(approvals).toContainText('1');
  await approvals.click();
  await expect(manager).toHaveURL(/\/app\/approvals$/);
  await expect(manager.getByText(`Mia Tester · ${above.title}`)).toBeVisible();
  await screenshotsAtBothSizes(manager, 'travel-policy-manager-approvals');
});

/** Picks a day in the open calendar (react-day-picker names each day by its long date). */
async function pickDay(page: Page, day: string): Promise<void> {
  const calendar = page.getByRole('dialog');
  const dayButton = calendar.getByRole('button', { name: new RegExp(`^(Today, )?${format(parse(day, 'yyyy-MM-dd', new Date()), 'PPPP')}`) });
  // The calendar loads on the click: wait for it, or a check before it renders would turn a month too far.
  await expect(calendar.getByRole('button', { name: /next month/i })).toBeVisible();
  for (let month = 0; month < 3 && !(await dayButton.isVisible()); month++) await calendar.getByRole('button', { name: /next month/i }).click();
  await dayButton.click();
}

/** Check-in, then check-out: the panel opens the check-out calendar by itself after a check-in. */
async function pickStay(page: Page, checkIn: string, checkOut: string): Promise<void> {
  await page.getByLabel('Check-in', { exact: true }).click();
  await pickDay(page, checkIn);
  // The check-in calendar closes as the check-out one opens (an animation): let it settle.
  await page.waitForTimeout(500);
  const opened = await page
    .getByRole('dialog')
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true, () => false);
  if (!opened) await page.getByLabel('Check-out', { exact: true }).click();
  await pickDay(page, checkOut);
  await expect(page.getByRole('dialog')).toBeHidden();
}
