import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { LOCAL_STRIPE_KEYS } from '@worknest/local-cloud/stripe/local-stripe-keys';
import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, signedInPage, screenshotsAtBothSizes } from './support/journeys';
import { useLocalStore } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 34, HR → Billing in the browser, for a company of its own: HR sets up business stays
 * (card mode, billing details, VAT), puts the company card on file through the local card form
 * (the SetupIntent, then Stripe's webhook records it), adds cost centres, and sees the company's
 * invoice with its lines. Screenshots at phone and desktop sizes. The invoice below is made at
 * Stripe by the test; a member's business stay landing on the invoice is business-stays.spec.ts.
 */
test('HR sets up business stays, puts a card on file, adds cost centres and sees the invoice', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(600_000);
  useLocalStore(localEnv);
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const domain = `billing-${randomUUID().slice(0, 6)}.test`;
  await addCompany(domain, 'Initech');
  const email = `hana-${randomUUID().slice(0, 6)}@${domain}`;
  await createUser({ email, companyDomain: domain, role: 'hr', firstName: 'Hana', lastName: 'Billing', eligibilityConfirmedAt: new Date().toISOString() });

  const page = await signedInPage(browser, email, waitForMail);
  await page.goto('/app/hr');
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByText('Your company has not set up business stays yet')).toBeVisible();

  const details = page.getByRole('form', { name: 'Billing details' });
  await expect(details.getByRole('radio', { name: /Company card/ })).toBeChecked();
  await details.getByLabel('Billing e-mail').fill('ap@initech.test');
  await details.getByLabel('Legal name').fill('Initech ApS');
  await details.getByLabel('Address', { exact: true }).fill('Nørregade 7');
  await details.getByLabel('Postal code').fill('1165');
  await details.getByLabel('City').fill('Copenhagen');
  await details.getByLabel('Country').fill('dk');
  await details.getByLabel('VAT number (optional)').fill('DK 1234 5678');
  await details.getByRole('checkbox', { name: 'Require a cost centre on every business stay' }).click();
  await details.getByRole('button', { name: 'Set up business stays' }).click();
  await expect(page.getByText('Billing details saved').first()).toBeVisible();

  const cardForm = page.getByRole('form', { name: 'Company card' });
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardForm.getByLabel('Expiry date').fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(2)}`);
  await cardForm.getByLabel('CVC').fill('123');
  await screenshotsAtBothSizes(page, 'company-billing-card-form');
  await cardForm.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(/ending in 4242/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Members can book business stays paid by the company.')).toBeVisible();

  const centres = page.getByRole('form', { name: 'Cost centres' });
  await centres.getByRole('button', { name: 'Add cost centre' }).click();
  await centres.getByLabel('Code of cost centre 1').fill('ENG');
  await centres.getByLabel('Name of cost centre 1').fill('Engineering');
  await centres.getByRole('button', { name: 'Add cost centre' }).click();
  await centres.getByLabel('Code of cost centre 2').fill('eng');
  await centres.getByLabel('Name of cost centre 2').fill('Duplicate');
  await centres.getByRole('button', { name: 'Save cost centres' }).click();
  await expect(centres.getByText('Each cost centre code may appear only once')).toBeVisible();
  await centres.getByLabel('Code of cost centre 2').fill('SAL');
  await centres.getByLabel('Name of cost centre 2').fill('Sales');
  await centres.getByRole('button', { name: 'Save cost centres' }).click();
  await expect(page.getByText('Cost centres saved').first()).toBeVisible();

  // An invoice of the company at Stripe (slice 3 will put business stays there).
  const url = new URL(localEnv.STRIPE_API_URL!);
  const stripe = new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  const customer = (await stripe.customers.list({ email: 'ap@initech.test', limit: 10 })).data.find((c) => c.metadata.companyDomain === domain)!;
  const invoice = await stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice', days_until_due: 30, metadata: { periodStart: '2026-11-01', periodEnd: '2026-11-30' } });
  await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 41500, currency: 'eur', description: 'Loft by the canal, Copenhagen, 3 nights (ENG)' });
  await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 1500, currency: 'eur', description: 'Worknest stay fee' });
  await stripe.invoices.finalizeInvoice(invoice.id);
  await page.reload();
  await expect(page.getByText(/^Invoice [A-Z0-9]+-0001$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Loft by the canal, Copenhagen, 3 nights (ENG)' })).toBeVisible();
  await expect(page.getByText('€430')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/pdf$/);
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'company-billing-page');
});
