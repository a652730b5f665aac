import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalAnswer, ApprovalLinkPreview, ApprovalList } from '@worknest/shared/approvals';
import type { BookingView } from '@worknest/shared/booking';
import type { ListingSearchPage } from '@worknest/shared/listing-search-rules';
import type { Listing } from '@worknest/shared/listing';
import type { PolicyCheck } from '@worknest/shared/travel-policy-rules';
import { blockedFor, shiftClock, stay, type ErrorBody } from './booking-support';
import { createListing } from './listings-support';
import { payByInvoice } from './support/company-billing';
import { linksOf, nowSeconds, waitForMail, type StoredMail } from './support/inbox';
import { runJob } from './support/jobs';
import { newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 35, travel policy and approvals through the local gateway and DynamoDB Local: HR's policy
 * (validation, employee 403), the policy check and the search filter, and every approval path
 * (approve, reject, the deadline approving or declining, withdraw, decided twice, one's own stay,
 * another company's approver, the manager, the e-mail link page's POST).
 */

const HOUR_MS = 60 * 60 * 1000;
const acmePolicy = { maxNightlyCents: 5000, countryCaps: { CH: 25_000 }, maxNights: 14, minAdvanceDays: 0, approval: 'out_of_policy', approvalDeadlineHours: 48, onDeadline: 'decline' };

interface PolicyCompany {
  domain: string;
  hr: SignedInMember;
  guest: SignedInMember;
  host: SignedInMember;
  manager: SignedInMember;
  other: SignedInMember;
  /** 7450 cents a night in the Netherlands: above the €50 cap. */
  listing: Listing;
  /** 4000 cents a night: within it. */
  cheap: Listing;
}

async function policyCompany(policy: Record<string, unknown> = acmePolicy): Promise<PolicyCompany> {
  const domain = await newCompany('Policy Co');
  const [hr, guest, host, manager, other] = await Promise.all([
    signedInMember(domain, 'hr', 'Hana'),
    signedInMember(domain, 'employee', 'Sam'),
    signedInMember(domain, 'employee', 'Host'),
    signedInMember(domain, 'employee', 'Max'),
    signedInMember(domain, 'employee', 'Olga'),
  ]);
  await payByInvoice(hr, 'Policy Co A/S');
  expect((await hr.client.put('/api/hr/travel-policy', policy)).status).toBe(200);
  const listing = await createListing(host);
  const cheap = await createListing(host, { title: 'Small room near the canal', pricePerNight: 4000 });
  return { domain, hr, guest, host, manager, other, listing, cheap };
}

function book(company: PolicyCompany, dates: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}, who: SignedInMember = company.guest) {
  return who.client.post<BookingView & ErrorBody>('/api/business-stays', { listingId: company.listing.id, ...dates, numberOfGuests: 1, purpose: 'Customer workshop in Amsterdam', ...extra });
}

const JUSTIFICATION = 'The client asked us to stay next to their office';

afterEach(async () => {
  await shiftClock(0);
});

describe('the travel policy (HR)', () => {
  let company: PolicyCompany;
  beforeAll(async () => {
    company = await policyCompany();
  }, 180_000);

  it('reads and replaces the policy; an employee gets 403; bad input is a 400 naming each field', async () => {
    const read = await company.hr.client.get<Record<string, unknown>>('/api/hr/travel-policy');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject(acmePolicy);
    expect((await company.guest.client.get('/api/hr/travel-policy')).status).toBe(403);
    expect((await company.guest.client.put('/api/hr/travel-policy', acmePolicy)).status).toBe(403);
    const bad = await company.hr.client.put<ErrorBody & { issues: { path: string; message: string }[] }>('/api/hr/travel-policy', { ...acmePolicy, countryCaps: { XX: 100 }, approvalDeadlineHours: 200, approval: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.message)).toEqual([
      '"XX" is not an ISO 3166 country code (two letters, like "CH")',
      'Approval must be none, out_of_policy or always',
      'The approval deadline must be a whole number of hours from 1 to 168',
    ]);
    expect((await company.hr.client.get<Record<string, unknown>>('/api/hr/travel-policy')).body).toMatchObject(acmePolicy);
  });

  it('checks a stay against the policy, and another company’s listing is a 404', async () => {
    const dates = stay(10, 2);
    const out = await company.guest.client.get<PolicyCheck>(`/api/listings/${company.listing.id}/policy-check?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}&numberOfGuests=1`);
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ inPolicy: false, reasons: [{ rule: 'nightly-cap', message: '€74.50 a night is above Policy Co’s €50 cap for Netherlands', values: { company: 'Policy Co', priceCents: 7450, capCents: 5000, country: 'NL' } }] });
    const long = stay(10, 15);
    const inside = await company.guest.client.get<PolicyCheck>(`/api/listings/${company.cheap.id}/policy-check?checkIn=${long.checkIn}&checkOut=${long.checkOut}`);
    expect(inside.body).toEqual({ inPolicy: false, reasons: [{ rule: 'max-nights', message: '15 nights is longer than Policy Co’s limit of 14 nights', values: { company: 'Policy Co', nights: 15, maxNights: 14 } }] });
    expect((await company.guest.client.get(`/api/listings/${company.listing.id}/policy-check?checkIn=2020-13-01&checkOut=${dates.checkOut}`)).status).toBe(400);
    const stranger = await signedInMember(await newCompany('Elsewhere'), 'employee', 'Eve');
    expect((await stranger.client.get(`/api/listings/${company.listing.id}/policy-check?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}`)).status).toBe(404);
  });

  it('keeps only homes within the cap with inPolicy=true, and refuses a bad value', async () => {
    const all = await company.guest.client.get<ListingSearchPage>('/api/listings?sort=newest&minPrice=0');
    expect(all.body.items.map((item) => item.id)).toEqual(expect.arrayContaining([company.listing.id, company.cheap.id]));
    const within = await company.guest.client.get<ListingSearchPage>('/api/listings?inPolicy=true');
    expect(within.status, within.text).toBe(200);
    expect(within.body.items.map((item) => item.id)).toEqual([company.cheap.id]);
    const bad = await company.guest.client.get<ErrorBody>('/api/listings?inPolicy=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('inPolicy must be true or false');
  });
});

describe('approvals', () => {
  let company: PolicyCompany;
  beforeAll(async () => {
    company = await policyCompany();
    expect((await company.hr.client.put(`/api/hr/employees/${company.guest.id}/manager`, { managerId: company.manager.id })).status).toBe(200);
  }, 180_000);

  it('books an in-policy stay at once, and marks it in policy', async () => {
    const booked = await company.guest.client.post<BookingView>('/api/business-stays', { listingId: company.cheap.id, ...stay(5, 2), numberOfGuests: 1, purpose: 'Team offsite' });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', outOfPolicy: false, policyReasons: [], justification: null, approvalDeadlineAt: null });
  });

  it('asks for a justification out of policy, then holds the nights until an approver says yes; HR approves and the stay is confirmed; deciding twice is a 409', async () => {
    const dates = stay(12, 2);
    const missing = await book(company, dates);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please say why this trip is outside the travel policy (10–500 characters)');
    const since = nowSeconds();
    const waiting = await book(company, dates, { justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    expect(waiting.body).toMatchObject({ status: 'awaiting_approval', outOfPolicy: true, justification: JUSTIFICATION, isPaid: false });
    expect(waiting.body.policyReasons).toEqual([{ rule: 'nightly-cap', message: '€74.50 a night is above Policy Co’s €50 cap for Netherlands', values: { company: 'Policy Co', priceCents: 7450, capCents: 5000, country: 'NL' } }]);
    expect(Date.parse(waiting.body.approvalDeadlineAt!) - Date.now()).toBeGreaterThan(47 * HOUR_MS);
    expect(await blockedFor(company.host, company.listing.id)).toContain(dates.checkIn);
    // My Bookings lists it, waiting.
    const trips = await company.guest.client.get<{ bookings: BookingView[] }>('/api/bookings');
    expect(trips.body.bookings.find((trip) => trip.id === waiting.body.id)?.status).toBe('awaiting_approval');
    // HR and the manager are asked; nobody else.
    const toHr = await waitForMail(company.hr.email, { sinceSeconds: since, where: (mail) => mail.subject.includes('business stay') });
    expect(toHr.body.text).toContain(JUSTIFICATION);
    await waitForMail(company.manager.email, { sinceSeconds: since, where: (mail) => mail.subject.includes('business stay') });

    const list = await company.hr.client.get<ApprovalList>('/api/approvals');
    expect(list.status).toBe(200);
    expect(list.body.pending.find((item) => item.bookingId === waiting.body.id)).toMatchObject({
      traveller: { id: company.guest.id },
      purpose: 'Customer workshop in Amsterdam',
      outOfPolicy: true,
      justification: JUSTIFICATION,
      totalAmount: waiting.body.totalAmount,
    });
    expect((await company.other.client.get<ApprovalList>('/api/approvals')).body.pending).toEqual([]);

    const approved = await company.hr.client.post<ApprovalAnswer>(`/api/approvals/${waiting.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.approval.status).toBe('confirmed');
    expect(approved.body.decision).toMatchObject({ outcome: 'approved', by: 'approver', byId: company.hr.id });
    const again = await company.manager.client.post<ErrorBody & { decision: { outcome: string } }>(`/api/approvals/${waiting.body.id}/reject`, { reason: 'Too expensive' });
    expect(again.status).toBe(409);
    expect(again.body.decision).toMatchObject({ outcome: 'approved', byId: company.hr.id });
    expect(again.body.message).toContain('already approved by Hana');
    const trip = await company.guest.client.get<BookingView>(`/api/bookings/${waiting.body.id}`);
    expect(trip.body).toMatchObject({ status: 'confirmed', outOfPolicy: true, approval: { outcome: 'approved' } });
  }, 120_000);

  it('lets the manager reject with a reason: the nights are released and the traveller is told; others get 403, the traveller too', async () => {
    const dates = stay(20, 2);
    const waiting = await book(company, dates, { justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    expect((await company.other.client.post(`/api/approvals/${waiting.body.id}/approve`)).status).toBe(403);
    const own = await company.guest.client.post<ErrorBody>(`/api/approvals/${waiting.body.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot approve or reject your own stay.');
    expect((await company.manager.client.post(`/api/approvals/${waiting.body.id}/reject`, { reason: 'no' })).status).toBe(400);
    const since = nowSeconds();
    const rejected = await company.manager.client.post<ApprovalAnswer>(`/api/approvals/${waiting.body.id}/reject`, { reason: 'Please pick a home under the cap' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.approval.status).toBe('rejected');
    expect(await blockedFor(company.host, company.listing.id)).not.toContain(dates.checkIn);
    const mail = await waitForMail(company.guest.email, { sinceSeconds: since, where: (m) => m.subject.includes('not approved') });
    expect(mail.body.text).toContain('Please pick a home under the cap');
  }, 120_000);

  it('refuses HR’s approval of their own stay (403), and another company’s approver gets 404', async () => {
    const hrsOwn = await book(company, stay(30, 2), { justification: JUSTIFICATION }, company.hr);
    expect(hrsOwn.status, hrsOwn.text).toBe(201);
    expect((await company.hr.client.post(`/api/approvals/${hrsOwn.body.id}/approve`)).status).toBe(403);
    const strangerHr = await signedInMember(await newCompany('Elsewhere'), 'hr', 'Eve');
    expect((await strangerHr.client.post(`/api/approvals/${hrsOwn.body.id}/approve`)).status).toBe(404);
    expect((await strangerHr.client.post(`/api/approvals/${hrsOwn.body.id}/reject`, { reason: 'Not yours' })).status).toBe(404);
  }, 120_000);

  it('lets the traveller withdraw a stay still waiting', async () => {
    const dates = stay(40, 2);
    const waiting = await book(company, dates, { justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    expect((await company.other.client.post(`/api/approvals/${waiting.body.id}/withdraw`)).status).toBe(404);
    const withdrawn = await company.guest.client.post<ApprovalAnswer>(`/api/approvals/${waiting.body.id}/withdraw`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.approval.status).toBe('cancelled');
    expect(await blockedFor(company.host, company.listing.id)).not.toContain(dates.checkIn);
    expect((await company.hr.client.post(`/api/approvals/${waiting.body.id}/approve`)).status).toBe(409);
  }, 120_000);

  it('decides from the e-mail’s link page: the preview decides nothing, the POST approves once', async () => {
    const since = nowSeconds();
    const waiting = await book(company, stay(50, 2), { justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    // The mail about this stay: the outbox may still be sending the previous test's request in this second.
    const mail = await waitForMail(company.hr.email, { sinceSeconds: since, where: (m) => m.subject.includes('business stay') && approveLinkOf(m).includes(linkPayloadFor(waiting.body.id)) });
    const approveLink = approveLinkOf(mail);
    expect(linksOf(mail)).toContain(approveLink);
    expect(approveLink).toContain('/approvals/decide#token=');
    const token = new URLSearchParams(new URL(approveLink).hash.slice(1)).get('token')!;
    const preview = await company.other.client.post<ApprovalLinkPreview>('/api/approval-links/preview', { token });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ decision: 'approve', approval: { bookingId: waiting.body.id, status: 'awaiting_approval' } });
    expect((await company.hr.client.post('/api/approval-links/preview', { token: `${token.slice(0, -2)}xx` })).status).toBe(404);
    const decided = await company.other.client.post<ApprovalAnswer>('/api/approval-links/decide', { token });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body.approval.status).toBe('confirmed');
    expect((await company.other.client.post('/api/approval-links/decide', { token })).status).toBe(409);
  }, 120_000);
});

describe('the approval deadline (expire-approvals)', () => {
  it('declines at the deadline as the policy said when the stay was made, even after HR changed it', async () => {
    const company = await policyCompany();
    const dates = stay(20, 2);
    const waiting = await book(company, dates, { justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    expect((await company.hr.client.put('/api/hr/travel-policy', { ...acmePolicy, onDeadline: 'approve' })).status).toBe(200);
    await runJob('expire-approvals');
    expect((await company.guest.client.get<BookingView>(`/api/bookings/${waiting.body.id}`)).body.status).toBe('awaiting_approval');
    await shiftClock(49 * HOUR_MS);
    const run = await runJob<{ rejected: number }>('expire-approvals');
    expect(run.rejected).toBeGreaterThanOrEqual(1);
    const trip = await company.guest.client.get<BookingView>(`/api/bookings/${waiting.body.id}`);
    expect(trip.body).toMatchObject({ status: 'rejected', approval: { outcome: 'rejected', by: 'deadline' } });
    await shiftClock(0);
    expect(await blockedFor(company.host, company.listing.id)).not.toContain(dates.checkIn);
  }, 240_000);

  it('approves at the deadline when the policy says so: the stay is confirmed and billed as any business stay', async () => {
    const company = await policyCompany({ ...acmePolicy, approval: 'always', approvalDeadlineHours: 2, onDeadline: 'approve' });
    const waiting = await company.guest.client.post<BookingView>('/api/business-stays', { listingId: company.cheap.id, ...stay(20, 2), numberOfGuests: 1, purpose: 'Team offsite' });
    expect(waiting.status, waiting.text).toBe(201);
    expect(waiting.body).toMatchObject({ status: 'awaiting_approval', outOfPolicy: false, policyReasons: [] });
    await shiftClock(3 * HOUR_MS);
    await runJob('expire-approvals');
    const trip = await company.guest.client.get<BookingView>(`/api/bookings/${waiting.body.id}`);
    expect(trip.body).toMatchObject({ status: 'confirmed', approval: { outcome: 'approved', by: 'deadline' } });
    // A second run finds nothing to do.
    expect(await runJob<{ approved: number }>('expire-approvals')).toMatchObject({ approved: 0 });
  }, 240_000);
});

/** The Approve link of an approver's mail (its plain text's `Approve: <link>` line). */
function approveLinkOf(mail: StoredMail): string {
  return /Approve: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
}

/**
 * The start of an approval token's payload for a booking (ADR 0132: base64url of `<bookingId>:…`),
 * URL-encoded as in the link; a whole 36-character id is 48 base64 characters, so it never splits.
 */
function linkPayloadFor(bookingId: string): string {
  return encodeURIComponent(Buffer.from(`${bookingId}:`, 'utf8').toString('base64url').slice(0, 48));
}
