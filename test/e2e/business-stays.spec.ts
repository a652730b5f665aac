import { randomUUID } from 'node:crypto';
import { addDays, formatStayDate, utcDate } from '@worknest/shared/booking-rules';
import { pickDate } from './support/checkout';
import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, screenshotsAtBothSizes, signedInPage } from './support/journeys';
import { newCopenhagenListing, newMember, useLocalStore } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 34, a business trip end to end, for a company of its own: HR puts the company card on
 * file (HR → Billing, the local card form), a member books a stay with "Who pays?" set to the
 * company (purpose, cost centre), confirms it on a checkout without a card form ("Charged to
 * Initech"), sees "Paid by Initech" in My Bookings, and HR sees the stay on the company's
 * invoice once the bill-company-stays job ran. Screenshots at phone and desktop sizes.
 */
test('HR puts a card on file, a member books a business trip without a card, HR sees it on the invoice', async ({ browser, waitForMail, localEnv, appUrl }) => {
  test.setTimeout(600_000);
  useLocalStore(localEnv);
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const domain = `trips-${randomUUID().slice(0, 6)}.test`;
  await addCompany(domain, 'Initech');
  const hrEmail = `hana-${randomUUID().slice(0, 6)}@${domain}`;
  await createUser({ email: hrEmail, companyDomain: domain, role: 'hr', firstName: 'Hana', lastName: 'Billing', eligibilityConfirmedAt: new Date().toISOString() });
  const host = await newMember(localEnv, domain, 'Holger');
  const member = await newMember(localEnv, domain, 'Mia');
  const listing = await newCopenhagenListing(host.id, domain, `Canal flat for business ${randomUUID().slice(0, 4)}`);

  // HR: billing details, the card on file, one cost centre.
  const hr = await signedInPage(browser, hrEmail, waitForMail);
  await hr.goto('/app/hr/billing');
  const details = hr.getByRole('form', { name: 'Billing details' });
  await details.getByLabel('Billing e-mail').fill('ap@initech.test');
  await details.getByLabel('Legal name').fill('Initech ApS');
  await details.getByLabel('Address', { exact: true }).fill('Nørregade 7');
  await details.getByLabel('Postal code').fill('1165');
  await details.getByLabel('City').fill('Copenhagen');
  await details.getByLabel('Country').fill('dk');
  await details.getByRole('button', { name: 'Set up business stays' }).click();
  await expect(hr.getByText('Billing details saved').first()).toBeVisible();
  const cardForm = hr.getByRole('form', { name: 'Company card' });
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardForm.getByLabel('Expiry date').fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(2)}`);
  await cardForm.getByLabel('CVC').fill('123');
  await cardForm.getByRole('button', { name: 'Save card' }).click();
  await expect(hr.getByText(/ending in 4242/)).toBeVisible({ timeout: 90_000 });
  const centres = hr.getByRole('form', { name: 'Cost centres' });
  await centres.getByRole('button', { name: 'Add cost centre' }).click();
  await centres.getByLabel('Code of cost centre 1').fill('ENG');
  await centres.getByLabel('Name of cost centre 1').fill('Engineering');
  await centres.getByRole('button', { name: 'Save cost centres' }).click();
  await expect(hr.getByText('Cost centres saved').first()).toBeVisible();

  // The member: "Who pays?" on the listing, the purpose and the cost centre.
  const page = await signedInPage(browser, member.email, waitForMail);
  await page.goto(`/app/listings/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  const panel = page.getByRole('form', { name: 'Book this place' });
  const checkIn = addDays(utcDate(Date.now()), 8);
  const checkOut = addDays(checkIn, 2);
  await pickDate(page, 'Check-in', checkIn);
  await pickDate(page, 'Check-out', checkOut);
  const whoPays = panel.getByRole('group', { name: 'Who pays?' });
  await expect(whoPays).toBeVisible();
  await expect(whoPays.getByRole('radio', { name: /Personal trip/ })).toBeChecked();
  await whoPays.getByRole('radio', { name: /Business trip.*Paid by Initech/ }).check();
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(panel.getByText('Please describe the purpose of the trip')).toBeVisible();
  await panel.getByLabel('Purpose of the trip').fill('Customer workshop with the Copenhagen team');
  await panel.getByLabel('Cost centre (optional)').selectOption('ENG');
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'business-stay-panel');
  await panel.getByRole('button', { name: 'Book Now' }).click();

  // Checkout: no card form, the company pays.
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Charged to Initech' })).toBeVisible();
  await expect(page.getByText('Customer workshop with the Copenhagen team')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText(/^Accommodation \(€100(\.00)?\/night × 2 nights\)$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'business-stay-checkout');
  await page.getByRole('button', { name: 'Confirm business stay' }).click();

  // My Bookings: the stay, paid by the company.
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await expect(page.getByText('Paid by Initech').first()).toBeVisible();
  await expect(page.getByText(`${formatStayDate(checkIn)} – ${formatStayDate(checkOut)}`).first()).toBeVisible();
  await expect(page.getByText('Business trip: Customer workshop with the Copenhagen team · cost centre ENG').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'business-stay-my-bookings');

  // The job puts the stay on Initech's invoice; HR sees it there.
  const run = await fetch(new URL('/__local/schedules/bill-company-stays/run', appUrl), { method: 'POST' });
  expect(run.status, await run.text()).toBe(200);
  await hr.reload();
  await expect(hr.getByText('Next invoice (draft)')).toBeVisible();
  await expect(hr.getByRole('cell', { name: new RegExp(`Worknest stay fee: ${listing.title}`) })).toBeVisible();
  await expect(hr.getByRole('cell', { name: 'Worknest company setup fee (one-time)' })).toBeVisible();
  await expectNoAxeViolations(hr);
  await screenshotsAtBothSizes(hr, 'business-stay-hr-invoice');
});
