import { describe, expect, it, beforeAll } from 'vitest';
import { BILLING_MESSAGES, type CompanyBilling, type CompanyInvoiceList, type CostCentreList, type SetupIntentAnswer, type SitePricing } from '@worknest/shared/company-billing';
import { saveCardWithSetup, stripe, webhooks, type ErrorBody } from './booking-support';
import { newCompany, signedInMember, type SignedInMember } from './support/members';
import { ApiClient } from './support/api-client';

/*
 * Issue 34, HR → Billing through the local gateway, DynamoDB Local and the Stripe emulator: who may
 * read and change it, the settings and their Stripe customer, a card put on file with a SetupIntent
 * (the browser's confirmation, then the webhook), cost centres, the company's invoices, the fees.
 */

const acmeLike = {
  mode: 'card',
  billingEmail: 'Billing@Example.test',
  legalName: 'Example Holding A/S',
  address: { line1: 'Vesterbrogade 1', postalCode: '1620', city: 'Copenhagen', country: 'dk' },
  vatNumber: 'DK 1234 5678',
  requireCostCentre: true,
};

let domain: string;
let hr: SignedInMember;
let employee: SignedInMember;
let otherHr: SignedInMember;
let admin: SignedInMember;

beforeAll(async () => {
  domain = await newCompany('Example Co');
  const otherDomain = await newCompany('Other Co');
  [hr, employee, otherHr, admin] = await Promise.all([
    signedInMember(domain, 'hr', 'Hanna'),
    signedInMember(domain, 'employee', 'Emil'),
    signedInMember(otherDomain, 'hr', 'Olga'),
    signedInMember(otherDomain, 'admin', 'Ada'),
  ]);
});

describe('who may see and change company billing', () => {
  const routes = [
    ['GET', '/api/hr/billing'],
    ['PUT', '/api/hr/billing'],
    ['POST', '/api/hr/billing/setup-intent'],
    ['GET', '/api/hr/invoices'],
    ['GET', '/api/hr/cost-centres'],
    ['PUT', '/api/hr/cost-centres'],
  ] as const;
  const send = (client: ApiClient, method: string, path: string) =>
    method === 'GET' ? client.get<ErrorBody>(path) : method === 'PUT' ? client.put<ErrorBody>(path, path.startsWith('/api/hr/billing') ? acmeLike : { costCentres: [] }) : client.post<ErrorBody>(path);

  it.each(routes)('%s %s: an employee gets 403, HR of another company 404, nobody signed in 401', async (method, path) => {
    expect((await send(employee.client, method, path)).status).toBe(403);
    const foreign = await send(otherHr.client, method, `${path}?domain=${domain}`);
    expect(foreign.status, foreign.text).toBe(404);
    expect((await send(new ApiClient(), method, path)).status).toBe(401);
  });

  it('lets a platform admin read any company by ?domain=, and answers 404 for an unknown one', async () => {
    const answer = await admin.client.get<CompanyBilling>(`/api/hr/billing?domain=${domain}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.domain).toBe(domain);
    expect((await admin.client.get(`/api/hr/billing?domain=nobody-${Date.now()}.test`)).status).toBe(404);
  });
});

describe('billing settings and the card on file', () => {
  it('starts unset with the stage fees, and refuses the card step before the details are saved', async () => {
    const fresh = await signedInMember(await newCompany('Fresh Co'), 'hr');
    const answer = await fresh.client.get<CompanyBilling>('/api/hr/billing');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mode: null, card: null, ready: false, setupFeeCents: 50000, stayFeeCents: 1500, setupFeeBilled: false, requireCostCentre: false });
    const early = await fresh.client.post<ErrorBody>('/api/hr/billing/setup-intent');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(BILLING_MESSAGES.saveFirst);
  });

  it('refuses bad input with the field messages', async () => {
    const bad = await hr.client.put<ErrorBody>('/api/hr/billing', {
      ...acmeLike,
      mode: 'cash',
      billingEmail: 'not-an-address',
      address: { ...acmeLike.address, country: 'Denmark' },
      vatNumber: '12',
    });
    expect(bad.status).toBe(400);
    const messages = bad.body.issues?.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining([BILLING_MESSAGES.mode, BILLING_MESSAGES.billingEmail, BILLING_MESSAGES.country, BILLING_MESSAGES.vatNumber]));
    expect((await hr.client.get<CompanyBilling>('/api/hr/billing')).body.mode).toBeNull();
  });

  it('saves the settings as one Stripe customer, however often they are saved', async () => {
    const first = await hr.client.put<CompanyBilling>('/api/hr/billing', acmeLike);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      mode: 'card',
      billingEmail: 'billing@example.test',
      legalName: 'Example Holding A/S',
      address: { line1: 'Vesterbrogade 1', postalCode: '1620', city: 'Copenhagen', country: 'DK' },
      vatNumber: 'DK12345678',
      requireCostCentre: true,
      card: null,
      ready: false,
    });
    const again = await hr.client.put<CompanyBilling>('/api/hr/billing', { ...acmeLike, legalName: 'Example Group A/S', vatNumber: 'DK87654321' });
    expect(again.status, again.text).toBe(200);
    const customers = (await stripe().customers.list({ email: 'billing@example.test', limit: 100 })).data.filter((customer) => customer.metadata.companyDomain === domain);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ name: 'Example Group A/S', address: { city: 'Copenhagen', country: 'DK' } });
    expect((await stripe().customers.listTaxIds(customers[0]!.id)).data.map((taxId) => taxId.value)).toEqual(['DK87654321']);
  });

  it('puts a card on file: SetupIntent, the browser confirms, the webhook records it; a declined card is not kept', async () => {
    const declinedSetup = await hr.client.post<SetupIntentAnswer>('/api/hr/billing/setup-intent');
    expect(declinedSetup.status, declinedSetup.text).toBe(200);
    const declined = await saveCardWithSetup(declinedSetup.body.clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error?.message).toBe('Your card was declined.');

    const setup = await hr.client.post<SetupIntentAnswer>('/api/hr/billing/setup-intent');
    expect(setup.body.clientSecret).toMatch(/^seti_/);
    expect((await saveCardWithSetup(setup.body.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    await webhooks.idle();
    const billing = await hr.client.get<CompanyBilling>('/api/hr/billing');
    expect(billing.body).toMatchObject({ card: { brand: 'visa', last4: '4242' }, ready: true });
    const customer = (await stripe().customers.list({ email: 'billing@example.test', limit: 100 })).data.find((c) => c.metadata.companyDomain === domain)!;
    expect(customer.invoice_settings.default_payment_method).toBeTruthy();
  }, 90_000);

  it('has no card step in invoice mode, and is ready once the details are saved', async () => {
    const member = await signedInMember(await newCompany('Invoice Co'), 'hr');
    const saved = await member.client.put<CompanyBilling>('/api/hr/billing', { ...acmeLike, mode: 'invoice', billingEmail: 'ap@invoice.test', vatNumber: undefined });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ mode: 'invoice', ready: true, vatNumber: null });
    const refused = await member.client.post<ErrorBody>('/api/hr/billing/setup-intent');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BILLING_MESSAGES.cardModeOnly);
  });
});

describe('cost centres', () => {
  it('replaces the list, refusing duplicate codes and bad codes', async () => {
    expect((await hr.client.get<CostCentreList>('/api/hr/cost-centres')).body).toEqual({ costCentres: [] });
    const duplicate = await hr.client.put<ErrorBody>('/api/hr/cost-centres', {
      costCentres: [
        { code: 'ENG', name: 'Engineering' },
        { code: 'eng', name: 'Also engineering' },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.issues?.map((issue) => issue.message)).toContain(BILLING_MESSAGES.costCentresUnique);
    const tooLong = await hr.client.put<ErrorBody>('/api/hr/cost-centres', { costCentres: [{ code: 'X'.repeat(21), name: 'Long' }] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues?.map((issue) => issue.message)).toContain(BILLING_MESSAGES.costCentreCode);
    const saved = await hr.client.put<CostCentreList>('/api/hr/cost-centres', {
      costCentres: [
        { code: 'ENG', name: 'Engineering' },
        { code: 'SAL', name: 'Sales' },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await hr.client.get<CostCentreList>('/api/hr/cost-centres')).body.costCentres).toEqual([
      { code: 'ENG', name: 'Engineering' },
      { code: 'SAL', name: 'Sales' },
    ]);
  });
});

describe('invoices and pricing', () => {
  it("lists the company's invoices from Stripe with their lines, hosted page and PDF", async () => {
    const fresh = await signedInMember(await newCompany('Billed Co'), 'hr');
    expect((await fresh.client.get<CompanyInvoiceList>('/api/hr/invoices')).body).toEqual({ items: [] });
    await hr.client.put('/api/hr/billing', { ...acmeLike, mode: 'invoice' });
    const customer = (await stripe().customers.list({ email: 'billing@example.test', limit: 100 })).data.find((c) => c.metadata.companyDomain === domain)!;
    const draft = await stripe().invoices.create({ customer: customer.id, collection_method: 'send_invoice', days_until_due: 30, metadata: { periodStart: '2026-10-01', periodEnd: '2026-10-31' } });
    await stripe().invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 41500, currency: 'eur', description: 'Stay', metadata: { bookingId: 'b-1' } });
    await stripe().invoiceItems.create({ customer: customer.id, invoice: draft.id, amount: 1500, currency: 'eur', description: 'Worknest stay fee' });
    await stripe().invoices.finalizeInvoice(draft.id);
    const answer = await hr.client.get<CompanyInvoiceList>('/api/hr/invoices');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.items).toHaveLength(1);
    const invoice = answer.body.items[0]!;
    expect(invoice).toMatchObject({ id: draft.id, status: 'open', totalAmount: 43000, periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect(invoice.number).toBeTruthy();
    expect(invoice.lines).toEqual([
      { description: 'Stay', amount: 41500, bookingId: 'b-1' },
      { description: 'Worknest stay fee', amount: 1500, bookingId: null },
    ]);
    const pdf = await fetch(invoice.invoicePdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(invoice.hostedInvoiceUrl!)).status).toBe(200);
  });

  it('answers the stage fees publicly', async () => {
    const answer = await new ApiClient().get<SitePricing>('/api/site/pricing');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ companySetupFeeCents: 50000, companyStayFeeCents: 1500, currency: 'eur' });
  });
});
