import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@worknest/shared/booking';
import { HR_REPORT_MESSAGES, REPORT_GROUPINGS, monthLabel, type ReportAnswer } from '@worknest/shared/hr-report-rules';
import { formatEuros } from '@worknest/shared/format-money';
import type { Listing } from '@worknest/shared/listing';
import { mailsWithSubject, shiftClock, stay, type ErrorBody } from './booking-support';
import { runJob } from './support/jobs';
import { uploadPhoto, validListing } from './listings-support';
import { newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 36, HR's business-travel reports through the local gateway and DynamoDB Local: the figures
 * the lifecycle's money transitions keep (a confirmed business stay, a cancelled one with its
 * refund), the benchmarks and HR's overrides, the CSV, duty of care, who may read them, bad
 * parameters, and the recount equal to the live aggregates.
 */

const STAY_FEE = 1500;
const NL_DEFAULT = 17_000;

interface ReportCompany {
  domain: string;
  hr: SignedInMember;
  guest: SignedInMember;
  host: SignedInMember;
  employee: SignedInMember;
  listing: Listing;
}

async function reportCompany(): Promise<ReportCompany> {
  const domain = await newCompany('Travel reports');
  const [hr, guest, host] = await Promise.all([signedInMember(domain, 'hr', 'Hana'), signedInMember(domain, 'employee', 'Gus'), signedInMember(domain, 'employee', 'Host')]);
  const saved = await hr.client.put('/api/hr/billing', {
    mode: 'invoice',
    billingEmail: 'ap@example.test',
    legalName: 'Travel Reports B.V.',
    address: { line1: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL' },
    requireCostCentre: false,
  });
  expect(saved.status, saved.text).toBe(200);
  expect((await hr.client.put('/api/hr/cost-centres', { costCentres: [{ code: 'ENG', name: 'Engineering' }, { code: 'SAL', name: 'Sales' }] })).status).toBe(200);
  const { updateUser } = await import('@worknest/functions/store/users');
  await updateUser(host.id, { phoneNumber: '+31 20 555 0100' });
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  let created = await host.client.post<Listing>('/api/listings', validListing(images));
  if (created.status >= 500) created = await host.client.post<Listing>('/api/listings', validListing(images));
  expect(created.status, created.text).toBe(201);
  return { domain, hr, guest, host, employee: guest, listing: created.body };
}

function bookBusiness(company: ReportCompany, dates: { checkIn: string; checkOut: string }, costCentre: string | null) {
  return company.guest.client.post<BookingView & ErrorBody>('/api/business-stays', {
    listingId: company.listing.id,
    ...dates,
    numberOfGuests: 1,
    purpose: 'Quarterly planning on site',
    ...(costCentre ? { costCentre } : {}),
  });
}

const period = (dates: { checkIn: string }[]) => {
  const months = dates.map((d) => d.checkIn.slice(0, 7)).sort();
  return `from=${months[0]}&to=${months.at(-1)}`;
};

afterEach(async () => {
  await shiftClock(0);
});

describe('HR reports of business travel', () => {
  let acme: ReportCompany;
  let kept: BookingView[] = [];
  let cancelled: BookingView;
  let query = '';

  beforeAll(async () => {
    acme = await reportCompany();
    const first = await bookBusiness(acme, stay(20, 3), 'ENG');
    const second = await bookBusiness(acme, stay(24, 2), 'SAL');
    const third = await bookBusiness(acme, stay(28, 2), null);
    for (const booked of [first, second, third]) expect(booked.status, booked.text).toBe(201);
    const cancellation = await acme.guest.client.post<{ booking: BookingView }>(`/api/bookings/${third.body.id}/cancellation`);
    expect(cancellation.status, cancellation.text).toBe(200);
    kept = [first.body, second.body];
    cancelled = cancellation.body.booking;
    query = period([first.body, second.body, third.body]);
  }, 240_000);

  it('sums spend less the refund, nights slept, the country benchmark and savings, in every grouping', async () => {
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    const refund = cancelled.refundedAmount ?? 0;
    const fullRefund = refund === cancelled.totalAmount;
    const spend = kept.reduce((sum, booking) => sum + booking.totalAmount + STAY_FEE, 0) + cancelled.totalAmount + STAY_FEE - refund - (fullRefund ? STAY_FEE : 0);
    const nights = 5 + (fullRefund ? 0 : 0);
    const stays = 2;
    const byMonth = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=month`);
    expect(byMonth.status, byMonth.text).toBe(200);
    expect(byMonth.body.totals).toMatchObject({ stays, nights, spendCents: spend, benchmarkCents: nights * NL_DEFAULT, savingsCents: nights * NL_DEFAULT - spend, outOfPolicyStays: 0, benchmarkBasis: 'country' });
    expect(byMonth.body.totals.averageNightlyCents).toBe(Math.round(spend / nights));

    for (const groupBy of REPORT_GROUPINGS) {
      const answer = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=${groupBy}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.totals, groupBy).toEqual(byMonth.body.totals);
    }
    const byCentre = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=costCentre`);
    expect(byCentre.body.rows.map((row) => [row.label, row.stays, row.nights])).toEqual(
      expect.arrayContaining([
        ['ENG (Engineering)', 1, 3],
        ['SAL (Sales)', 1, 2],
      ]),
    );
    const byTraveller = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=traveller`);
    expect(byTraveller.body.rows).toHaveLength(1);
    expect(byTraveller.body.rows[0]).toMatchObject({ key: acme.guest.id, label: 'Gus Tester', stays: 2 });
    const byCity = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=city`);
    expect(byCity.body.rows[0]).toMatchObject({ key: 'Netherlands/Amsterdam', label: 'Amsterdam, Netherlands', benchmarkBasis: 'country', benchmarkNote: 'NL country rate €170.00' });
    // Issue 40 (ADR 0187): the note's rates for the reader's language.
    expect(byCity.body.rows[0]).toMatchObject({ benchmarkRates: [{ basis: 'country', place: 'NL', cents: 17_000 }], benchmarkRateCount: 1 });
  });

  it('uses HR’s own city rate over the country’s, and a low one shows a negative saving', async () => {
    const before = await acme.hr.client.get<{ countries: Record<string, number>; source: { asOf: string } }>('/api/hr/benchmarks');
    expect(before.status, before.text).toBe(200);
    expect(before.body.countries.NL).toBe(NL_DEFAULT);
    expect(before.body.source.asOf).toBe('2006-07-01');
    const saved = await acme.hr.client.put('/api/hr/benchmarks', { countries: { nl: 16_000 }, cities: [{ country: 'NL', city: 'Amsterdam', cents: 100 }] });
    expect(saved.status, saved.text).toBe(200);
    const byCity = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=city`);
    expect(byCity.body.rows[0]).toMatchObject({ benchmarkBasis: 'city', benchmarkCents: 5 * 100, benchmarkNote: 'Amsterdam city rate €1.00' });
    expect(byCity.body.rows[0]!.savingsCents).toBeLessThan(0);
    const bad = await acme.hr.client.put<ErrorBody>('/api/hr/benchmarks', { countries: { Germany: 100 }, cities: [] });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('countries');
    expect((await acme.hr.client.put('/api/hr/benchmarks', { countries: {}, cities: [] })).status).toBe(200);
  });

  it('downloads the report as a formula-safe CSV with a total line', async () => {
    const csv = await acme.hr.client.get<string>(`/api/hr/reports.csv?${query}&groupBy=costCentre`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="travel-.*\.csv"/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('costCentre,label,stays,nights,spend_eur,average_nightly_eur,benchmark_eur,savings_eur,out_of_policy_stays,benchmark_used');
    expect(lines.at(-1)).toMatch(/^total,Total,2,5,/);
    expect(lines.every((line) => !/(^|,)[=+@]/.test(line))).toBe(true);
  });

  it('lists who is travelling on a day, with the host to call and never the street address', async () => {
    const day = kept[0]!.checkIn;
    const answer = await acme.hr.client.get<{ date: string; travellers: Record<string, unknown>[] }>(`/api/hr/travellers?date=${day}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.travellers).toEqual([
      expect.objectContaining({ bookingId: kept[0]!.id, traveller: { id: acme.guest.id, name: 'Gus Tester' }, city: 'Amsterdam', country: 'Netherlands', host: { name: 'Host Tester', phone: '+31 20 555 0100' } }),
    ]);
    expect(answer.text).not.toMatch(/address|street|line1/i);
    // The day of check-out the stay is over; a cancelled stay never shows.
    expect((await acme.hr.client.get<{ travellers: unknown[] }>(`/api/hr/travellers?date=${kept[0]!.checkOut}`)).body.travellers).toEqual([]);
    expect((await acme.hr.client.get<{ travellers: unknown[] }>(`/api/hr/travellers?date=${cancelled.checkIn}`)).body.travellers).toEqual([]);
  });

  it('answers 403 to an employee, 404 for another company, and lets an admin choose the company', async () => {
    for (const path of ['/api/hr/reports', '/api/hr/reports.csv', '/api/hr/benchmarks', '/api/hr/travellers']) {
      expect((await acme.employee.client.get(path)).status, path).toBe(403);
    }
    const other = await newCompany('Other travel');
    const [otherHr, admin] = await Promise.all([signedInMember(other, 'hr', 'Olga'), signedInMember(other, 'admin', 'Ada')]);
    expect((await otherHr.client.get(`/api/hr/reports?domain=${acme.domain}`)).status).toBe(404);
    expect((await otherHr.client.get(`/api/hr/travellers?domain=${acme.domain}`)).status).toBe(404);
    const own = await otherHr.client.get<ReportAnswer>('/api/hr/reports');
    expect(own.status).toBe(200);
    expect(own.body.totals.stays).toBe(0);
    const chosen = await admin.client.get<ReportAnswer>(`/api/hr/reports?${query}&domain=${acme.domain}`);
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body).toMatchObject({ domain: acme.domain, totals: { stays: 2 } });
    expect((await admin.client.get(`/api/hr/reports?domain=nobody-${acme.domain}`)).status).toBe(404);
  });

  it('answers 400 naming the bad parameter', async () => {
    const cases: [string, string][] = [
      ['from=2026-13', HR_REPORT_MESSAGES.from],
      ['from=2026-01&to=2026', HR_REPORT_MESSAGES.to],
      ['from=2026-05&to=2026-01', HR_REPORT_MESSAGES.order],
      ['from=2023-01&to=2026-01', HR_REPORT_MESSAGES.range],
      ['groupBy=weekday', HR_REPORT_MESSAGES.groupBy],
    ];
    for (const [params, message] of cases) {
      for (const path of ['/api/hr/reports', '/api/hr/reports.csv']) {
        const answer = await acme.hr.client.get<ErrorBody>(`${path}?${params}`);
        expect(answer.status, `${path}?${params}`).toBe(400);
        expect(answer.text, params).toContain(message);
      }
    }
    const badDay = await acme.hr.client.get<ErrorBody>('/api/hr/travellers?date=2026-02-30');
    expect(badDay.status).toBe(400);
    expect(badDay.text).toContain(HR_REPORT_MESSAGES.date);
  });

  it('mails last month’s figures to HR on the 1st, once, with one-click unsubscribe', async () => {
    const month = kept[0]!.checkIn.slice(0, 7);
    const figures = await acme.hr.client.get<ReportAnswer>(`/api/hr/reports?from=${month}&to=${month}`);
    const [year, index] = month.split('-').map(Number) as [number, number];
    await shiftClock(Date.UTC(year, index, 1, 9) - Date.now());
    const first = await runJob<{ sent: number }>('send-travel-summaries');
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await runJob('send-travel-summaries');
    const sent = (await mailsWithSubject(acme.hr.email, `Travel reports business travel in ${monthLabel(month)}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(formatEuros(figures.body.totals.spendCents));
    expect(sent[0]!.body.text).toContain(`${figures.body.totals.stays} business stay`);
    expect(sent[0]!.body.text).toContain('/app/hr/reports');
    expect(sent[0]!.body.text).toMatch(/Unsubscribe: http.*\/unsubscribe#token=/);
    expect(sent[0]!.headers?.some((header: { name: string }) => header.name === 'List-Unsubscribe-Post')).toBe(true);
    // An employee gets none.
    expect(await mailsWithSubject(acme.guest.email, 'Travel reports business travel')).toEqual([]);
  });

  it('the recount rebuilds the same figures as the live aggregates', async () => {
    const live = await Promise.all(REPORT_GROUPINGS.map((groupBy) => acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=${groupBy}`)));
    const { recountTravelAggregates } = await import('@worknest/functions/store/travel-reports');
    const result = await recountTravelAggregates();
    expect(result.stays).toBeGreaterThanOrEqual(3);
    const recounted = await Promise.all(REPORT_GROUPINGS.map((groupBy) => acme.hr.client.get<ReportAnswer>(`/api/hr/reports?${query}&groupBy=${groupBy}`)));
    for (let i = 0; i < REPORT_GROUPINGS.length; i++) expect(recounted[i]!.body, REPORT_GROUPINGS[i]).toEqual(live[i]!.body);
  });
});
