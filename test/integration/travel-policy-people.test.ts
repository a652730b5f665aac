import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalLinkPreview, ApprovalList } from '@worknest/shared/approvals';
import type { BookingView } from '@worknest/shared/booking';
import { createDateFormatters, DATE_LOCALE } from '@worknest/shared/format-dates';
import { formatEuros } from '@worknest/shared/format-money';
import type { ListingSearchPage } from '@worknest/shared/listing-search-rules';
import type { Listing } from '@worknest/shared/listing';
import type { Employee, EmployeePage } from '@worknest/shared/people';
import type { SavedSearch } from '@worknest/shared/saved-searches-rules';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { outboxSettled, shiftClock, stay, type ErrorBody } from './booking-support';
import { createListing } from './listings-support';
import { payByInvoice } from './support/company-billing';
import { linksOf, mails, nowSeconds, waitForMail } from './support/inbox';
import { runJob } from './support/jobs';
import { killAtTableCall, outboxItemsOf, sesFailing } from './support/outbox-controls';
import { newCompany, signedInMember, useLocalStore, type SignedInMember } from './support/members';

/*
 * Issue 35, the people around a business stay: the manager HR sets in the employee list
 * (PUT /api/hr/employees/{id}/manager), the search's inPolicy filter in a company without a
 * policy, and the e-mails as the local SES stand-in received them: the approver's (the trip and
 * two links) and the traveller's rejection, which goes through the outbox (issue 33).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const policy = { maxNightlyCents: 5000, countryCaps: { CH: 25_000 }, maxNights: 14, minAdvanceDays: 0, approval: 'out_of_policy', approvalDeadlineHours: 48, onDeadline: 'decline' };
const JUSTIFICATION = 'The client asked us to stay next to their office';
const mailDates = createDateFormatters({ locale: DATE_LOCALE, timeZone: 'UTC' });

interface Company {
  domain: string;
  hr: SignedInMember;
  guest: SignedInMember;
  manager: SignedInMember;
  host: SignedInMember;
  /** 7450 cents a night in the Netherlands. */
  listing: Listing;
}

async function company(withPolicy: boolean): Promise<Company> {
  const domain = await newCompany(withPolicy ? 'Policy People' : 'No Policy Co');
  const [hr, guest, manager, host] = await Promise.all([
    signedInMember(domain, 'hr', 'Hana'),
    signedInMember(domain, 'employee', 'Sam'),
    signedInMember(domain, 'employee', 'Max'),
    signedInMember(domain, 'employee', 'Host'),
  ]);
  if (withPolicy) {
    await payByInvoice(hr, 'Policy People A/S');
    expect((await hr.client.put('/api/hr/travel-policy', policy)).status).toBe(200);
  }
  return { domain, hr, guest, manager, host, listing: await createListing(host) };
}

afterEach(async () => {
  await shiftClock(0);
});

describe('the manager HR sets in the employee list', () => {
  let acme: Company;
  beforeAll(async () => {
    acme = await company(true);
  }, 180_000);

  it('sets, shows and clears a member’s manager', async () => {
    const set = await acme.hr.client.put<Employee>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: acme.manager.id });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ id: acme.guest.id, managerId: acme.manager.id });
    const list = await acme.hr.client.get<EmployeePage>('/api/hr/employees?limit=50');
    expect(list.body.items.find((employee) => employee.id === acme.guest.id)?.managerId).toBe(acme.manager.id);
    const cleared = await acme.hr.client.put<Employee>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.managerId).toBeNull();
  });

  it('refuses the member themselves, a manager of another company, an inactive one and one who does not exist (400)', async () => {
    const self = await acme.hr.client.put<ErrorBody>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: acme.guest.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A member cannot be their own manager');
    const elsewhere = await signedInMember(await newCompany('Elsewhere'), 'employee', 'Eve');
    const foreign = await acme.hr.client.put<ErrorBody>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: elsewhere.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Please choose a manager from the same company');
    const leaver = await signedInMember(acme.domain, 'employee', 'Lea');
    expect((await acme.hr.client.post(`/api/hr/employees/${leaver.id}/deactivate`)).status).toBe(200);
    const inactive = await acme.hr.client.put<ErrorBody>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: leaver.id });
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe('Please choose a manager from the same company');
    const unknown = await acme.hr.client.put<ErrorBody>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d' });
    expect(unknown.status).toBe(400);
    const notAnId = await acme.hr.client.put<ErrorBody>(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: 'max' });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.message).toBe('Please choose a manager from your company');
  });

  it('answers 404 for another company’s member and 403 for an employee', async () => {
    const strangerHr = await signedInMember(await newCompany('Elsewhere'), 'hr', 'Eve');
    expect((await strangerHr.client.put(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: null })).status).toBe(404);
    expect((await acme.manager.client.put(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: acme.manager.id })).status).toBe(403);
    const list = await acme.hr.client.get<EmployeePage>('/api/hr/employees?limit=50');
    expect(list.body.items.find((employee) => employee.id === acme.guest.id)?.managerId ?? null).toBeNull();
  });
});

describe('the search’s inPolicy filter without a policy', () => {
  it('keeps every home when the company has no travel policy (nothing is capped)', async () => {
    const plain = await company(false);
    expect((await plain.hr.client.get<{ maxNightlyCents: number | null }>('/api/hr/travel-policy')).body).toMatchObject({ maxNightlyCents: null, approval: 'none' });
    const within = await plain.guest.client.get<ListingSearchPage>('/api/listings?inPolicy=true');
    expect(within.status, within.text).toBe(200);
    expect(within.body.items.map((item) => item.id)).toContain(plain.listing.id);
    const off = await plain.guest.client.get<ListingSearchPage>('/api/listings?inPolicy=false');
    expect(off.body.items.map((item) => item.id)).toContain(plain.listing.id);
    expect((await plain.guest.client.get('/api/listings?inPolicy=1')).status).toBe(400);
  }, 180_000);
});

describe('the approval e-mails in the local SES stand-in', () => {
  let acme: Company;
  beforeAll(async () => {
    acme = await company(true);
    expect((await acme.hr.client.put(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: acme.manager.id })).status).toBe(200);
  }, 180_000);

  it('asks each approver with the trip and two links; the manager rejects and the traveller gets the reason through the outbox', async () => {
    const dates = stay(15, 2);
    const since = nowSeconds();
    const waiting = await acme.guest.client.post<BookingView>('/api/business-stays', {
      listingId: acme.listing.id,
      ...dates,
      numberOfGuests: 1,
      purpose: 'Customer workshop in Amsterdam',
      justification: JUSTIFICATION,
    });
    expect(waiting.status, waiting.text).toBe(201);
    expect(waiting.body.status).toBe('awaiting_approval');
    const isAsk = (mail: { subject: string }) => mail.subject === 'Approve Sam Tester’s business stay at Quiet flat with a proper desk?';
    const toManager = await waitForMail(acme.manager.email, { sinceSeconds: since, where: isAsk });
    const toHr = await waitForMail(acme.hr.email, { sinceSeconds: since, where: isAsk });
    for (const mail of [toManager, toHr]) {
      const text = mail.body.text ?? '';
      expect(text).toContain('Sam Tester asks to stay at Quiet flat with a proper desk, Amsterdam');
      expect(text).toContain(`${mailDates.stayDate(dates.checkIn)} – ${mailDates.stayDate(dates.checkOut)} (2 nights), ${formatEuros(waiting.body.totalAmount)} in all`);
      expect(text).toContain('Purpose: Customer workshop in Amsterdam');
      expect(text).toContain('Outside the policy: €74.50 a night is above Policy People’s €50 cap for Netherlands');
      expect(text).toContain(`Why: ${JUSTIFICATION}`);
      expect(text).toContain('the stay is declined automatically');
      const approve = /Approve: (\S+)/.exec(text)?.[1] ?? '';
      const reject = /Reject: (\S+)/.exec(text)?.[1] ?? '';
      expect(approve).toContain('/approvals/decide#token=');
      expect(reject).toContain('/approvals/decide#token=');
      expect(approve).not.toBe(reject);
      expect(linksOf(mail)).toEqual(expect.arrayContaining([approve, reject]));
    }
    // Each approver's links are their own; the reject link's page says what it will do.
    const managerReject = /Reject: (\S+)/.exec(toManager.body.text ?? '')?.[1] ?? '';
    const hrReject = /Reject: (\S+)/.exec(toHr.body.text ?? '')?.[1] ?? '';
    expect(managerReject).not.toBe(hrReject);
    const token = new URLSearchParams(new URL(managerReject).hash.slice(1)).get('token')!;
    const preview = await acme.guest.client.post<ApprovalLinkPreview>('/api/approval-links/preview', { token });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ decision: 'reject', approval: { bookingId: waiting.body.id } });
    // Nobody else is asked: the traveller and the host get no request.
    const others = await Promise.all([acme.guest.email, acme.host.email].map(async (to) => mails({ to, sinceSeconds: since })));
    expect(others.flat().filter(isAsk)).toEqual([]);

    const rejectedAt = nowSeconds();
    const rejected = await acme.manager.client.post(`/api/approvals/${waiting.body.id}/reject`, { reason: 'Please pick a home under the cap' });
    expect(rejected.status, rejected.text).toBe(200);
    const told = await waitForMail(acme.guest.email, { sinceSeconds: rejectedAt, where: (mail) => mail.subject === 'Your business stay at Quiet flat with a proper desk was not approved' });
    expect(told.body.text).toContain(`Max Tester rejected your business stay at Quiet flat with a proper desk (${mailDates.stayDate(dates.checkIn)} – ${mailDates.stayDate(dates.checkOut)}).`);
    expect(told.body.text).toContain('Reason: Please pick a home under the cap');
    expect(told.body.text).toContain('The nights are free again and nothing was charged.');
    // The manager's list shows the decision.
    const list = await acme.manager.client.get<ApprovalList>('/api/approvals');
    expect(list.body.recent.find((item) => item.bookingId === waiting.body.id)).toMatchObject({ status: 'rejected', decision: { outcome: 'rejected', reason: 'Please pick a home under the cap' } });
  }, 120_000);

  it('tells the traveller when nobody decided before the deadline', async () => {
    const dates = stay(25, 2);
    const waiting = await acme.guest.client.post<BookingView>('/api/business-stays', { listingId: acme.listing.id, ...dates, numberOfGuests: 1, purpose: 'Quarterly planning', justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    const since = nowSeconds();
    await shiftClock(49 * HOUR_MS);
    await runJob('expire-approvals');
    await shiftClock(0);
    const period = `${mailDates.stayDate(dates.checkIn)} – ${mailDates.stayDate(dates.checkOut)}`;
    const told = await waitForMail(acme.guest.email, {
      sinceSeconds: since,
      where: (mail) => mail.subject === 'Your business stay at Quiet flat with a proper desk was not approved' && (mail.body.text ?? '').includes(period),
    });
    expect(told.body.text).toContain(`Nobody answered in time, so the stay at Quiet flat with a proper desk (${mailDates.stayDate(dates.checkIn)} – ${mailDates.stayDate(dates.checkOut)}) was declined.`);
    expect(told.body.text).toContain('Reason: Nobody decided before the approval deadline.');
  }, 240_000);
});

describe('the approvers’ requests through the outbox (issue 33, ADR 0193)', () => {
  const SENDER = 'events/send-outbox-mail';
  const isAsk = (mail: { subject: string }) => mail.subject === 'Approve Sam Tester’s business stay at Quiet flat with a proper desk?';
  const asked = async (to: string, since: number) => (await mails({ to, sinceSeconds: since })).filter(isAsk);
  const failingAddresses: string[] = [];
  let acme: Company;
  beforeAll(async () => {
    acme = await company(true);
    expect((await acme.hr.client.put(`/api/hr/employees/${acme.guest.id}/manager`, { managerId: acme.manager.id })).status).toBe(200);
  }, 180_000);
  afterEach(async () => {
    for (const address of failingAddresses.splice(0)) await sesFailing(address, false);
  });

  async function askForApproval(fromDays: number): Promise<BookingView> {
    const waiting = await acme.guest.client.post<BookingView>('/api/business-stays', { listingId: acme.listing.id, ...stay(fromDays, 2), numberOfGuests: 1, purpose: 'Customer workshop', justification: JUSTIFICATION });
    expect(waiting.status, waiting.text).toBe(201);
    expect(waiting.body.status).toBe('awaiting_approval');
    return waiting.body;
  }

  it('asks each approver once when the sender is killed after sending, before deleting (the request’s item and an approver’s)', async () => {
    // The sender's first two outbox deletes kill it instead: after the approvers' items are written
    // and the request marked sent, then after an approver's e-mail went and was marked sent.
    await killAtTableCall({ handler: SENDER, action: 'DeleteItem', keyPrefix: 'OUTBOX#', count: 2 });
    const since = nowSeconds();
    const waiting = await askForApproval(35);
    await waitForMail(acme.manager.email, { sinceSeconds: since, where: isAsk, timeoutMs: 45_000 });
    await waitForMail(acme.hr.email, { sinceSeconds: since, where: isAsk, timeoutMs: 45_000 });
    await outboxSettled();
    await sleep(1_000);
    await outboxSettled();
    expect(await asked(acme.manager.email, since)).toHaveLength(1);
    expect(await asked(acme.hr.email, since)).toHaveLength(1);
    expect(await outboxItemsOf(waiting.id)).toEqual([]);
  }, 180_000);

  it('loses no request when SES fails for an approver: the item waits in the table and goes once SES answers', async () => {
    failingAddresses.push(acme.hr.email);
    await sesFailing(acme.hr.email, true);
    const since = nowSeconds();
    const waiting = await askForApproval(40);
    // The stay waits whatever SES does; the manager's request (SES works for them) goes at once.
    await waitForMail(acme.manager.email, { sinceSeconds: since, where: isAsk, timeoutMs: 45_000 });
    const hrItem = async () => (await outboxItemsOf(waiting.id)).find((item) => item.kind === 'approval-request-approver' && item.recipientId === acme.hr.id);
    const deadline = Date.now() + 30_000;
    while (!(await hrItem())?.lastError && Date.now() < deadline) await sleep(100);
    const failed = await hrItem();
    expect(['pending', 'sending']).toContain(failed?.state);
    expect(String(failed?.lastError)).toMatch(/Service Unavailable/);
    expect(await asked(acme.hr.email, since)).toHaveLength(0);

    await sesFailing(acme.hr.email, false);
    await waitForMail(acme.hr.email, { sinceSeconds: since, where: isAsk, timeoutMs: 45_000 });
    await outboxSettled();
    expect(await asked(acme.hr.email, since)).toHaveLength(1);
    expect(await asked(acme.manager.email, since)).toHaveLength(1);
    expect(await outboxItemsOf(waiting.id)).toEqual([]);
  }, 180_000);
});

describe('a saved "In policy" search’s alert', () => {
  it('names only the new homes within the company’s cap, as the grid does', async () => {
    const acme = await company(true);
    const word = `Policyville${Math.floor(Math.random() * 1e6)}`;
    const saved = await acme.guest.client.post<SavedSearch>('/api/saved-searches', { name: 'In policy homes', params: { q: word, inPolicy: 'true' }, alert: 'daily' });
    expect(saved.status, saved.text).toBe(201);
    const savedAt = Date.parse(saved.body.lastAlertAt);
    await useLocalStore();
    const { putListing } = await import('@worknest/functions/store/listings');
    const at = new Date(savedAt + HOUR_MS).toISOString();
    for (const [title, pricePerNight] of [[`${word} small room`, 4000], [`${word} grand flat`, 9000]] as const) {
      await putListing(listingRecord({ userId: acme.host.id, companyDomain: acme.domain, title, city: 'Utrecht', country: 'Netherlands', pricePerNight, createdAt: at, updatedAt: at }));
    }
    await shiftClock(DAY_MS + 10 * 60_000);
    const run = await runJob<{ sent: number; failed: number }>('send-search-alerts');
    expect(run.failed).toBe(0);
    const alert = (await mails({ to: acme.guest.email })).find((mail) => mail.subject.includes('new home'));
    expect(alert, JSON.stringify(run)).toBeDefined();
    expect(alert!.body.text).toContain(`${word} small room`);
    expect(alert!.body.text).not.toContain(`${word} grand flat`);
  }, 180_000);
});
