import { randomUUID } from 'node:crypto';
import { addDays, utcDate } from '@worknest/shared/booking-rules';
import { pickDate } from './support/checkout';
import { expect as baseExpect, test } from './support/fixtures';
import { screenshotsAtBothSizes, signedInPage } from './support/journeys';
import { newCopenhagenListing, newMember, useLocalStore } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 35, an out-of-policy business trip end to end, for a company of its own (invoice billing,
 * a €50 cap): the member books a home above the cap with a justification, the stay waits for
 * approval, HR (Hana) opens the e-mail's Approve link, confirms on its page, and the member's
 * stay is confirmed. Screenshots at phone and desktop sizes.
 */
test('an out-of-policy trip with a justification, approved from the e-mail link, is confirmed', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(600_000);
  useLocalStore(localEnv);
  const { addCompany, getCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { saveBilling } = await import('@worknest/functions/domain/billing/company-billing');
  const { putTravelPolicy } = await import('@worknest/functions/store/travel-policy');
  const domain = `policy-${randomUUID().slice(0, 6)}.test`;
  await addCompany(domain, 'Initech');
  await saveBilling((await getCompany(domain))!, {
    mode: 'invoice',
    billingEmail: 'ap@initech.test',
    legalName: 'Initech ApS',
    address: { line1: 'Nørregade 7', postalCode: '1165', city: 'Copenhagen', country: 'DK' },
    requireCostCentre: false,
  });
  const hrEmail = `hana-${randomUUID().slice(0, 6)}@${domain}`;
  const hana = await createUser({ email: hrEmail, companyDomain: domain, role: 'hr', firstName: 'Hana', lastName: 'Sato', eligibilityConfirmedAt: new Date().toISOString() });
  await putTravelPolicy(domain, { maxNightlyCents: 5000, countryCaps: {}, maxNights: 14, minAdvanceDays: 0, approval: 'out_of_policy', approvalDeadlineHours: 48, onDeadline: 'decline' }, hana.id, new Date().toISOString());
  const host = await newMember(localEnv, domain, 'Holger');
  const member = await newMember(localEnv, domain, 'Mia');
  const listing = await newCopenhagenListing(host.id, domain, `Canal flat above the cap ${randomUUID().slice(0, 4)}`);

  const page = await signedInPage(browser, member.email, waitForMail);
  await page.goto(`/app/listings/${listing.id}`);
  const panel = page.getByRole('form', { name: 'Book this place' });
  const checkIn = addDays(utcDate(Date.now()), 8);
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', addDays(checkIn, 2));
  await panel.getByRole('group', { name: 'Who pays?' }).getByRole('radio', { name: /Business trip/ }).check();
  await panel.getByLabel('Purpose of the trip').fill('Customer workshop with the Copenhagen team');
  await panel.getByRole('button', { name: 'Book Now' }).click();

  // Checkout: the reason, and why the trip is needed.
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByText(/a night is above Initech’s €50 cap for Denmark/)).toBeVisible();
  await page.getByLabel('Why is this trip needed?').fill('The client asked us to stay next to their office');
  await screenshotsAtBothSizes(page, 'travel-approval-checkout');
  const since = Math.floor(Date.now() / 1000);
  await page.getByRole('button', { name: 'Confirm business stay' }).click();
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await expect(page.getByText('Waiting for approval').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await screenshotsAtBothSizes(page, 'travel-approval-waiting');

  // Hana approves from the e-mail's link: a page, then a POST.
  const mail = await waitForMail(hrEmail, { sinceSeconds: since, where: (m) => m.subject.includes('business stay') });
  const link = /Approve: (\S+)/.exec(mail.body.text ?? '')![1]!;
  const approver = await browser.newPage();
  await approver.goto(link);
  await expect(approver.getByRole('heading', { name: 'Approve this business stay?' })).toBeVisible();
  await expect(approver.getByText('Why: The client asked us to stay next to their office')).toBeVisible();
  await screenshotsAtBothSizes(approver, 'travel-approval-link');
  await approver.getByRole('button', { name: 'Approve the stay' }).click();
  await expect(approver.getByText('Approved. The stay is confirmed.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Confirmed').first()).toBeVisible();
});
