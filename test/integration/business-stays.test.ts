import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingList, BookingView } from '@worknest/shared/booking';
import { BUSINESS_STAY_MESSAGES, type BusinessStayOptions } from '@worknest/shared/business-stay-rules';
import type { CompanyInvoiceList, SetupIntentAnswer } from '@worknest/shared/company-billing';
import type { Listing } from '@worknest/shared/listing';
import { blockedFor, saveCardWithSetup, shiftClock, stay, stripe, webhooks, type ErrorBody } from './booking-support';
import { uploadPhoto, validListing } from './listings-support';
import { runJob } from './support/jobs';
import { newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 34, business stays through the local gateway, DynamoDB Local and the Stripe emulator: the
 * company card charged off-session (charged, declined, authentication required), the monthly
 * invoice (the stay's lines once, even when two job runs meet; the month-end finalization), the
 * refund the way it was paid (card refund, a line off the draft, a credit note), who may book, and
 * bad input.
 */

const billingDetails = (mode: 'card' | 'invoice', requireCostCentre = false) => ({
  mode,
  billingEmail: `ap-${mode}@example.test`,
  legalName: 'Example Holding A/S',
  address: { line1: 'Vesterbrogade 1', postalCode: '1620', city: 'Copenhagen', country: 'DK' },
  requireCostCentre,
});

interface BillingCompany {
  domain: string;
  hr: SignedInMember;
  guest: SignedInMember;
  host: SignedInMember;
  listing: Listing;
}

/** A company paying business stays `mode`'s way (card: `cardNumber` on file), with cost centres ENG and SAL, a host with a listing and a guest. */
async function billingCompany(mode: 'card' | 'invoice', options: { cardNumber?: string; requireCostCentre?: boolean; listing?: Record<string, unknown> } = {}): Promise<BillingCompany> {
  const domain = await newCompany(`Business ${mode}`);
  const [hr, guest, host] = await Promise.all([signedInMember(domain, 'hr', 'Hanna'), signedInMember(domain, 'employee', 'Gus'), signedInMember(domain, 'employee', 'Host')]);
  const saved = await hr.client.put('/api/hr/billing', billingDetails(mode, options.requireCostCentre));
  expect(saved.status, saved.text).toBe(200);
  expect((await hr.client.put('/api/hr/cost-centres', { costCentres: [{ code: 'ENG', name: 'Engineering' }, { code: 'SAL', name: 'Sales' }] })).status).toBe(200);
  if (mode === 'card') {
    const setup = await hr.client.post<SetupIntentAnswer>('/api/hr/billing/setup-intent');
    expect(setup.status, setup.text).toBe(200);
    const saved = await saveCardWithSetup(setup.body.clientSecret, options.cardNumber ?? '4242424242424242');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await webhooks.idle();
  }
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  let created = await host.client.post<Listing>('/api/listings', { ...validListing(images), ...options.listing });
  // The first listing of a run waits for the local geocoder's gazetteer (issue 41); on a loaded machine that first call can time out.
  if (created.status >= 500) created = await host.client.post<Listing>('/api/listings', { ...validListing(images), ...options.listing });
  expect(created.status, created.text).toBe(201);
  return { domain, hr, guest, host, listing: created.body };
}

function bookBusiness(company: BillingCompany, dates: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}) {
  return company.guest.client.post<BookingView & ErrorBody>('/api/business-stays', {
    listingId: company.listing.id,
    ...dates,
    numberOfGuests: 1,
    purpose: 'Customer workshop in Amsterdam',
    costCentre: 'eng',
    ...extra,
  });
}

async function draftLines(company: BillingCompany) {
  const invoices = await company.hr.client.get<CompanyInvoiceList>('/api/hr/invoices');
  expect(invoices.status, invoices.text).toBe(200);
  return invoices.body.items;
}

afterEach(async () => {
  await shiftClock(0);
});

describe('card mode: the company card is charged off-session', () => {
  let acme: BillingCompany;
  beforeAll(async () => {
    acme = await billingCompany('card');
  }, 180_000);

  it('confirms the stay, charges the card once, and lists it as paid by the company; the fees go on the month’s invoice', async () => {
    const options = await acme.guest.client.get<BusinessStayOptions>('/api/business-stays/options');
    expect(options.body).toEqual({ available: true, mode: 'card', requireCostCentre: false, costCentres: [{ code: 'ENG', name: 'Engineering' }, { code: 'SAL', name: 'Sales' }] });

    const dates = stay(20, 3);
    const booked = await bookBusiness(acme, dates);
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', payer: 'company', purpose: 'Customer workshop in Amsterdam', costCentre: 'ENG', isPaid: true, totalAmount: 3 * 7450 + booked.body.serviceFee });
    const intent = await stripe().paymentIntents.retrieve(booked.body.paymentIntentId!);
    expect(intent).toMatchObject({ status: 'succeeded', amount: booked.body.totalAmount, metadata: { bookingId: booked.body.id, payer: 'company' } });
    expect(typeof intent.customer === 'string' ? intent.customer : intent.customer?.id).toMatch(/^cus_/);
    expect(await blockedFor(acme.host, acme.listing.id)).toEqual(expect.arrayContaining([dates.checkIn]));

    const trips = await acme.guest.client.get<BookingList>('/api/bookings');
    expect(trips.body.bookings.find((trip) => trip.id === booked.body.id)).toMatchObject({ payer: 'company', purpose: 'Customer workshop in Amsterdam', costCentre: 'ENG' });

    await runJob('bill-company-stays');
    const [invoice] = await draftLines(acme);
    expect(invoice).toMatchObject({ status: 'draft' });
    // Card mode: the card paid the stay; the invoice carries the stay fee and the one-time setup fee.
    expect(invoice!.lines.map((line) => [line.amount, line.bookingId])).toEqual([
      [1500, booked.body.id],
      [50000, null],
    ]);
    const billing = await acme.hr.client.get<{ setupFeeBilled: boolean }>('/api/hr/billing');
    expect(billing.body.setupFeeBilled).toBe(true);
  }, 120_000);

  it('refunds a cancelled stay to the card and takes its fee off the draft', async () => {
    const booked = await bookBusiness(acme, stay(30, 2));
    expect(booked.status, booked.text).toBe(201);
    await runJob('bill-company-stays');
    const cancelled = await acme.guest.client.post<{ booking: BookingView }>(`/api/bookings/${booked.body.id}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: booked.body.totalAmount, refundIssued: true });
    const refunds = await stripe().refunds.list({ payment_intent: booked.body.paymentIntentId! });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([booked.body.totalAmount]);
    const [invoice] = await draftLines(acme);
    expect(invoice!.lines.some((line) => line.bookingId === booked.body.id)).toBe(false);
  }, 120_000);

  it('answers 402 with the card’s message and frees the nights when the card is declined', async () => {
    const declining = await billingCompany('card', { cardNumber: '4000000000000341' });
    const dates = stay(15, 2);
    const refused = await bookBusiness(declining, dates);
    expect(refused.status, refused.text).toBe(402);
    expect(refused.body.message).toBe('Your card was declined.');
    expect(await blockedFor(declining.host, declining.listing.id)).not.toContain(dates.checkIn);
    const trips = await declining.guest.client.get<BookingList>('/api/bookings');
    expect(trips.body.bookings.filter((trip) => trip.status === 'confirmed')).toEqual([]);
    // The same dates can be booked again (nothing is held).
    expect((await bookBusiness(declining, dates)).status).toBe(402);
  }, 180_000);

  it('answers 402 when the card needs its holder’s authentication (it cannot be given off-session)', async () => {
    const strong = await billingCompany('card', { cardNumber: '4000002760003184' });
    const dates = stay(15, 2);
    const refused = await bookBusiness(strong, dates);
    expect(refused.status, refused.text).toBe(402);
    expect(refused.body.message).toBe('Your card was declined. This transaction requires authentication.');
    expect(refused.body.code).toBe('authentication_required');
    expect(await blockedFor(strong.host, strong.listing.id)).not.toContain(dates.checkIn);
  }, 180_000);
});

describe('invoice mode: the monthly invoice', () => {
  let globex: BillingCompany;
  beforeAll(async () => {
    globex = await billingCompany('invoice', { requireCostCentre: true });
  }, 180_000);

  it('puts the stay, its fee and the setup fee on the draft exactly once, even when two job runs meet', async () => {
    const booked = await bookBusiness(globex, stay(12, 2), { costCentre: 'SAL' });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', payer: 'company', costCentre: 'SAL', paymentIntentId: null });
    const runs = await Promise.all([runJob<{ staysBilled: number }>('bill-company-stays'), runJob<{ staysBilled: number }>('bill-company-stays')]);
    expect(runs.map((run) => run.staysBilled).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    await runJob('bill-company-stays');
    const invoices = await draftLines(globex);
    expect(invoices).toHaveLength(1);
    const lines = invoices[0]!.lines;
    expect(lines.filter((line) => line.bookingId === booked.body.id).map((line) => line.amount).sort((a, b) => a - b)).toEqual([1500, booked.body.totalAmount]);
    expect(lines.filter((line) => line.description.includes('setup fee'))).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'draft', totalAmount: booked.body.totalAmount + 1500 + 50000 });
  }, 120_000);

  it('takes a cancelled stay off the draft, and credits one on a finalized invoice with a credit note', async () => {
    const onDraft = await bookBusiness(globex, stay(40, 2));
    expect(onDraft.status, onDraft.text).toBe(201);
    await runJob('bill-company-stays');
    const cancelled = await globex.guest.client.post<{ booking: BookingView }>(`/api/bookings/${onDraft.body.id}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: onDraft.body.totalAmount, refundIssued: true });
    let [invoice] = await draftLines(globex);
    expect(invoice!.lines.some((line) => line.bookingId === onDraft.body.id)).toBe(false);

    const later = await bookBusiness(globex, stay(50, 3));
    expect(later.status, later.text).toBe(201);
    await runJob('bill-company-stays');
    [invoice] = await draftLines(globex);
    await stripe().invoices.finalizeInvoice(invoice!.id);
    const credited = await globex.guest.client.post<{ booking: BookingView }>(`/api/bookings/${later.body.id}/cancellation`);
    expect(credited.status, credited.text).toBe(200);
    expect(credited.body.booking).toMatchObject({ status: 'cancelled', refundIssued: true });
    const notes = await stripe().creditNotes.list({ invoice: invoice!.id });
    expect(notes.data).toHaveLength(1);
    // The stay's refund and, refunded in full, its fee.
    expect(notes.data[0]!.amount).toBe(later.body.totalAmount + 1500);
    expect(notes.data[0]!.metadata).toMatchObject({ bookingId: later.body.id });
  }, 180_000);

  it('finalizes the month’s draft on the 1st of the next month: net 30, sent to the billing e-mail', async () => {
    const fresh = await billingCompany('invoice');
    const booked = await bookBusiness(fresh, stay(60, 2));
    expect(booked.status, booked.text).toBe(201);
    await runJob('bill-company-stays');
    const [draft] = await draftLines(fresh);
    expect(draft!.status).toBe('draft');
    const now = new Date();
    const firstOfNextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1);
    await shiftClock(firstOfNextMonth - Date.now());
    await runJob('bill-company-stays');
    const invoice = await stripe().invoices.retrieve(draft!.id);
    expect(invoice).toMatchObject({ status: 'open', collection_method: 'send_invoice' });
    expect(invoice.due_date! - invoice.status_transitions.finalized_at!).toBe(30 * 86_400);
    expect(invoice.number).toBeTruthy();
  }, 180_000);
});

describe('hosts are paid whoever paid', () => {
  it('pays the host of an invoice-paid stay from the platform balance after check-out', async () => {
    const company = await billingCompany('invoice');
    const started = await company.host.client.post<{ onboardingUrl: string }>('/api/payouts/account');
    expect(started.status, started.text).toBe(200);
    expect((await fetch(started.body.onboardingUrl)).status).toBe(200);
    await fetch(started.body.onboardingUrl, { method: 'POST', redirect: 'manual' });
    await webhooks.idle();
    const account = (await stripe().accounts.list({ limit: 100 })).data.find((candidate) => candidate.metadata?.userId === company.host.id)!;
    expect(account).toBeDefined();

    const dates = stay(3, 2);
    const booked = await bookBusiness(company, dates);
    expect(booked.status, booked.text).toBe(201);
    await shiftClock(Date.parse(`${dates.checkOut}T11:00:00Z`) + 25 * 3_600_000 - Date.now());
    await runJob('pay-hosts');
    const transfers = (await stripe().transfers.list({ destination: account.id, limit: 10 })).data;
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ metadata: { bookingId: booked.body.id }, source_transaction: null });
    expect(transfers[0]!.amount).toBeGreaterThan(0);
  }, 180_000);
});

describe('who may book a business stay, and bad input', () => {
  let acme: BillingCompany;
  beforeAll(async () => {
    acme = await billingCompany('invoice', { requireCostCentre: true });
  }, 180_000);

  it('asks for the purpose, a cost centre where required, and one of the company’s', async () => {
    const dates = stay(25, 2);
    const noPurpose = await bookBusiness(acme, dates, { purpose: '  a ' });
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.issues).toEqual([expect.objectContaining({ path: 'purpose', message: BUSINESS_STAY_MESSAGES.purpose })]);
    const missing = await bookBusiness(acme, dates, { purpose: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(BUSINESS_STAY_MESSAGES.purpose);
    const noCentre = await bookBusiness(acme, dates, { costCentre: undefined });
    expect(noCentre.status).toBe(400);
    expect(noCentre.body.message).toBe(BUSINESS_STAY_MESSAGES.costCentreRequired);
    const unknown = await bookBusiness(acme, dates, { costCentre: 'OPS' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(BUSINESS_STAY_MESSAGES.unknownCostCentre);
    // The private checkout's rules, with its messages.
    const tooShort = await bookBusiness(acme, stay(25, 1));
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('Minimum stay is 2 nights');
    expect(await blockedFor(acme.host, acme.listing.id)).not.toContain(dates.checkIn);
  }, 60_000);

  it('answers 409 when the company has not set up business stays, and 404 for another company’s listing', async () => {
    const plain = await newCompany('No Billing Co');
    const member = await signedInMember(plain, 'employee', 'Nora');
    expect((await member.client.get<BusinessStayOptions>('/api/business-stays/options')).body).toEqual({ available: false, mode: null, requireCostCentre: false, costCentres: [] });
    const host = await signedInMember(plain, 'employee', 'Host');
    const created = await host.client.post<Listing>('/api/listings', validListing([await uploadPhoto(host), await uploadPhoto(host)]));
    expect(created.status, created.text).toBe(201);
    const refused = await member.client.post<ErrorBody>('/api/business-stays', { listingId: created.body.id, ...stay(25, 2), numberOfGuests: 1, purpose: 'Team offsite' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your company has not set up business stays yet');

    const foreign = await bookBusiness({ ...acme, listing: created.body }, stay(25, 2));
    expect(foreign.status).toBe(404);
  }, 120_000);

  it('keeps the HR billing routes from employees (403)', async () => {
    for (const path of ['/api/hr/billing', '/api/hr/invoices', '/api/hr/cost-centres']) {
      expect((await acme.guest.client.get(path)).status).toBe(403);
    }
  });

  it('sends a request listing’s business stay to the host, who accepts it onto the invoice', async () => {
    const requestCo = await billingCompany('invoice', { listing: { bookingMode: 'request' } });
    const booked = await bookBusiness(requestCo, stay(18, 2), { costCentre: undefined });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body).toMatchObject({ status: 'requested', payer: 'company', paymentIntentId: null });
    await runJob('bill-company-stays');
    expect(await draftLines(requestCo)).toEqual([]);
    const accepted = await requestCo.host.client.post<{ booking: BookingView }>(`/api/bookings/${booked.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.booking.status).toBe('confirmed');
    await runJob('bill-company-stays');
    const [invoice] = await draftLines(requestCo);
    expect(invoice!.lines.filter((line) => line.bookingId === booked.body.id).map((line) => line.amount).sort((a, b) => a - b)).toEqual([1500, booked.body.totalAmount]);
  }, 180_000);
});
