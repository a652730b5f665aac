import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CancelStayResponse } from '@worknest/shared/booking';
import { publishTxt } from './support/dns';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { AdminBookingPage } from '@worknest/shared/admin';
import type { AnalyticsReport, Counters } from '@worknest/shared/analytics';
import { SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import type { ConfirmBookingResponse } from '@worknest/shared/booking';
import type { Listing, ListingPage } from '@worknest/shared/listing';
import type { EmployeePage } from '@worknest/shared/people';
import { payWithCard, shiftClock, startCheckout, stay, webhooks } from './booking-support';
import { uploadPhoto, validListing, type Member } from './listings-support';
import { enrollCompany, fromIp, signedInMember } from './support/members';

/*
 * Analytics (issue 8): counters kept on write, never a scan. A scripted series of writes in a new
 * company (enrollment, members, listings switched off and on, deleted, a host deactivated and
 * back, a paid booking confirmed twice, an abandoned checkout, waitlist and demo submissions)
 * must leave the platform totals moved by exactly that much, and the company's counters equal to
 * what its data says when read through the other endpoints.
 */

async function analytics(admin: Member, domain?: string): Promise<AnalyticsReport> {
  const answer = await admin.client.get<AnalyticsReport>(`/api/admin/analytics?weeks=4${domain ? `&domain=${domain}` : ''}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

function difference(after: Counters, before: Counters): Counters {
  return Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name as keyof Counters]])) as Counters;
}

async function createListing(host: Member, title: string, patch: Record<string, unknown> = {}): Promise<Listing> {
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  const created = await host.client.post<Listing>('/api/listings', { ...validListing(images), title, ...patch });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

/** `npm run admin -- stats recount`, as an operator runs it, against the tests' local cloud. */
async function recountWithCli(): Promise<string> {
  const rootDir = fileURLToPath(new URL('../..', import.meta.url));
  const stateDir = await mkdtemp(join(tmpdir(), 'worknest-recount-'));
  const statePath = join(stateDir, 'local-cloud.json');
  try {
    await writeFile(statePath, JSON.stringify({ pid: process.pid, env: inject('localEnv') }));
    const { stdout } = await promisify(execFile)(join(rootDir, 'node_modules/.bin/tsx'), ['scripts/src/admin.ts', 'stats', 'recount'], {
      cwd: rootDir,
      env: { ...process.env, WORKNEST_LOCAL_CLOUD_STATE: statePath },
      timeout: 90_000,
    });
    return stdout;
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('analytics', { timeout: 240_000 }, () => {
  it('match the data after a scripted series of writes', async () => {
    const home = `an-${randomUUID().slice(0, 8)}.test`;
    await enrollCompany(home);
    const admin = await signedInMember(home, 'admin', 'Ada');
    const before = await analytics(admin);

    // A company is enrolled through the admin API; three people join it.
    const domain = `an-${randomUUID().slice(0, 8)}.test`;
    const enrolled = await admin.client.post<{ verificationRecord: string }>('/api/admin/companies', { domain, name: 'Analytics Co' });
    expect(enrolled.status).toBe(201);
    // Pending until its domain is verified (issue 19): IT publishes the TXT record, the admin verifies.
    await publishTxt(domain, enrolled.body.verificationRecord);
    expect((await admin.client.post(`/api/admin/companies/${domain}/verify`)).status).toBe(200);
    const [host, guest, hr] = await Promise.all([
      signedInMember(domain, 'employee', 'Host'),
      signedInMember(domain, 'employee', 'Guest'),
      signedInMember(domain, 'hr', 'Hana'),
    ]);

    // Listings: three created, one switched off and on again, one deleted, one switched off.
    const kept = await createListing(host, 'Kept flat with a proper desk');
    const deleted = await createListing(host, 'Deleted flat with a proper desk');
    const switchedOff = await createListing(host, 'Switched-off flat with a desk');
    expect((await admin.client.put(`/api/admin/listings/${kept.id}/status`, { isActive: false })).status).toBe(200);
    expect((await admin.client.put(`/api/admin/listings/${kept.id}/status`, { isActive: true })).status).toBe(200);
    expect((await admin.client.put(`/api/admin/listings/${kept.id}/status`, { isActive: true })).status).toBe(200); // no change
    expect((await host.client.delete(`/api/listings/${deleted.id}`)).status).toBe(204);
    expect((await admin.client.put(`/api/admin/listings/${switchedOff.id}/status`, { isActive: false })).status).toBe(200);

    // The host leaves and comes back: their listing leaves the count and returns (before the stay below: a
    // host who leaves cancels the stays ahead at their homes, issue 29 item 2).
    expect((await hr.client.post(`/api/hr/employees/${host.id}/deactivate`)).status).toBe(200);
    const whileAway = await analytics(admin, domain);
    expect(whileAway.companies.find((company) => company.domain === domain)?.counters.activeListings).toBe(0);
    expect((await hr.client.post(`/api/hr/employees/${host.id}/reactivate`)).status).toBe(200);

    // A paid stay, confirmed by the browser and by the webhook: one booking.
    const dates = stay(3, 2);
    const checkout = await startCheckout(guest, kept.id, dates);
    expect(checkout.status, checkout.text).toBe(200);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    await webhooks.idle();
    expect((await guest.client.post('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId })).status).toBe(200);
    // An abandoned checkout counts for nothing.
    expect((await startCheckout(hr, kept.id, stay(10, 3))).status).toBe(200);

    // The public site: a new waitlist e-mail (submitted twice) and a demo request.
    const email = `an-${randomUUID().slice(0, 8)}@example.com`;
    expect((await guest.client.post('/api/waitlist', { email, role: 'employee' }, { headers: fromIp() })).status).toBe(200);
    expect((await guest.client.post('/api/waitlist', { email, role: 'ops', companyName: 'X' }, { headers: fromIp() })).status).toBe(200);
    const demo = { name: 'Ada', email: `demo-${email}`, company: 'Acme', role: 'leadership', companySize: '201-500' };
    expect((await guest.client.post('/api/demo-request', demo, { headers: fromIp() })).status).toBe(200);

    const after = await analytics(admin, domain);
    expect(difference(after.totals, before.totals)).toEqual({
      companies: 1,
      members: 3,
      activeListings: 1,
      bookings: 1,
      nights: 2,
      serviceFees: SERVICE_FEE_CENTS,
      waitlist: 1,
      demoRequests: 1,
    });

    // The company's counters say what its data says.
    const row = after.companies.find((company) => company.domain === domain)!;
    const members = await admin.client.get<EmployeePage>(`/api/hr/employees?domain=${domain}&limit=100`);
    const grid = await guest.client.get<ListingPage>('/api/listings?limit=100');
    const bookings = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${domain}&status=confirmed&limit=100`);
    const paid = bookings.body.items;
    expect(row).toMatchObject({ name: 'Analytics Co', status: 'active' });
    expect(row.counters).toEqual({
      members: members.body.items.length,
      activeListings: grid.body.items.length,
      bookings: paid.length,
      nights: paid.reduce((sum, booking) => sum + booking.nights, 0),
      serviceFees: paid.reduce((sum, booking) => sum + booking.serviceFee, 0),
    });
    expect(row.counters).toEqual({ members: 3, activeListings: 1, bookings: 1, nights: 2, serviceFees: SERVICE_FEE_CENTS });

    // The weekly series of the company: this week has the booking and its nights.
    expect(after.domain).toBe(domain);
    expect(after.weeks).toHaveLength(4);
    expect(after.weeks.at(-1)).toMatchObject({ bookings: 1, nights: 2, serviceFees: SERVICE_FEE_CENTS });
    expect(after.weeks.slice(0, 3).every((week) => week.bookings === 0 && week.nights === 0)).toBe(true);
    expect((await admin.client.get(`/api/admin/analytics?domain=unknown-${domain}`)).status).toBe(404);

    // The operator's recount (a scan, offline) rebuilds the same numbers from the data.
    const { recountCounters } = await import('@worknest/functions/domain/analytics/recount-counters');
    await recountCounters();
    const recounted = await analytics(admin, domain);
    expect(recounted.companies.find((company) => company.domain === domain)!.counters).toEqual(row.counters);
    expect(recounted.weeks).toEqual(after.weeks);
  });

  it('take back what a cancellation refunded, and the CLI recount agrees (issue 29)', async () => {
    const home = `an-${randomUUID().slice(0, 8)}.test`;
    const domain = `an-${randomUUID().slice(0, 8)}.test`;
    await Promise.all([enrollCompany(home), enrollCompany(domain)]);
    const [admin, host, guest] = await Promise.all([
      signedInMember(home, 'admin', 'Ada'),
      signedInMember(domain, 'employee', 'Host'),
      signedInMember(domain, 'employee', 'Guest'),
    ]);
    // Moderate: a full refund at least 5 days ahead, half of the nights later. 7450 a night, a 2000 fee.
    const listing = await createListing(host, 'Moderate flat with a proper desk', { cancellationPolicy: 'moderate', timeZone: 'UTC' });
    const book = async (fromDays: number, nights: number) => {
      const checkout = await startCheckout(guest, listing.id, stay(fromDays, nights));
      expect(checkout.status, checkout.text).toBe(200);
      expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
      const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
      expect(confirmed.status, confirmed.text).toBe(200);
      return checkout.body.bookingId;
    };
    const cancel = async (member: Member, bookingId: string, refund: number) => {
      const answer = await member.client.post<CancelStayResponse>(`/api/bookings/${bookingId}/cancellation`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: refund });
    };
    const counters = async () => (await analytics(admin, domain)).companies.find((company) => company.domain === domain)!.counters;

    const fullyRefunded = await book(30, 2);
    const partlyRefunded = await book(3, 3);
    const cancelledByHost = await book(10, 2);
    await book(20, 2);
    await webhooks.idle();
    expect(await counters()).toMatchObject({ bookings: 4, nights: 9, serviceFees: 4 * SERVICE_FEE_CENTS });

    // The guest, a month ahead: everything back, so the booking, its 2 nights and its fee leave the counts.
    await cancel(guest, fullyRefunded, 2 * 7450 + SERVICE_FEE_CENTS);
    expect(await counters()).toMatchObject({ bookings: 3, nights: 7, serviceFees: 3 * SERVICE_FEE_CENTS });
    // The guest, three days ahead: half of three nights back (1.5 nights' price takes back one night); the fee is kept.
    await cancel(guest, partlyRefunded, Math.floor((3 * 7450) / 2));
    expect(await counters()).toMatchObject({ bookings: 3, nights: 6, serviceFees: 3 * SERVICE_FEE_CENTS });
    // The host, before check-in: everything back.
    await cancel(host, cancelledByHost, 2 * 7450 + SERVICE_FEE_CENTS);
    // Cancelling again takes back nothing more.
    await cancel(host, cancelledByHost, 2 * 7450 + SERVICE_FEE_CENTS);
    await webhooks.idle();

    const after = await analytics(admin, domain);
    const row = after.companies.find((company) => company.domain === domain)!;
    expect(row.counters).toMatchObject({ bookings: 2, nights: 4, serviceFees: 2 * SERVICE_FEE_CENTS });
    expect(after.weeks.at(-1)).toMatchObject({ bookings: 2, nights: 4, serviceFees: 2 * SERVICE_FEE_CENTS });

    // `npm run admin -- stats recount` rebuilds exactly the live counters of the company and its weeks.
    const printed = await recountWithCli();
    expect(printed).toContain('Counters rebuilt');
    const recounted = await analytics(admin, domain);
    expect(recounted.companies.find((company) => company.domain === domain)!.counters).toEqual(row.counters);
    expect(recounted.weeks).toEqual(after.weeks);
  });

  it('lists a company’s bookings for the admin by status and check-in date', async () => {
    const home = `an-${randomUUID().slice(0, 8)}.test`;
    await enrollCompany(home);
    const [admin, host, guest] = await Promise.all([
      signedInMember(home, 'admin', 'Ada'),
      signedInMember(home, 'employee', 'Host'),
      signedInMember(home, 'employee', 'Guest'),
    ]);
    const listing = await createListing(host, 'Booked flat with a proper desk');
    const early = stay(3, 2);
    const late = stay(20, 3);
    const paidCheckout = await startCheckout(guest, listing.id, early);
    expect((await payWithCard(paidCheckout.body.clientSecret, '4242424242424242')).status).toBe(200);
    expect((await guest.client.post('/api/bookings/confirm', { paymentIntentId: paidCheckout.body.paymentIntentId })).status).toBe(200);
    const pending = await startCheckout(guest, listing.id, late);
    expect(pending.status).toBe(200);

    const all = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${home}`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.items.map((booking) => [booking.checkIn, booking.status, booking.holdActive])).toEqual([
      [early.checkIn, 'confirmed', false],
      [late.checkIn, 'pending', true],
    ]);
    expect(all.body.items[0]).toMatchObject({ guest: { id: guest.id, email: guest.email }, nights: 2, isPaid: true, listingTitle: listing.title });

    const confirmedOnly = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${home}&status=confirmed`);
    expect(confirmedOnly.body.items.map((booking) => booking.id)).toEqual([paidCheckout.body.bookingId]);
    const lateOnly = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${home}&from=${stay(10, 1).checkIn}`);
    expect(lateOnly.body.items.map((booking) => booking.id)).toEqual([pending.body.bookingId]);
    const earlyOnly = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${home}&to=${early.checkIn}`);
    expect(earlyOnly.body.items.map((booking) => booking.id)).toEqual([paidCheckout.body.bookingId]);
    const paged = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${home}&limit=1`);
    expect(paged.body.items).toHaveLength(1);
    const next = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=${home}&limit=1&cursor=${paged.body.nextCursor}`);
    expect(next.body.items.map((booking) => booking.id)).toEqual([pending.body.bookingId]);
    expect((await admin.client.get(`/api/admin/bookings?domain=${home}&from=2026-05-02&to=2026-05-01`)).status).toBe(400);
    expect((await admin.client.get(`/api/admin/bookings?domain=${home}&status=lost`)).status).toBe(400);
    // Another company's bookings are not in this company's view.
    expect((await admin.client.get<AdminBookingPage>('/api/admin/bookings?domain=globex.test')).body.items.map((b) => b.id)).not.toContain(
      paidCheckout.body.bookingId,
    );
  });
});
