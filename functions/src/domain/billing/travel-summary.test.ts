import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../store/users';
import { travelSummaryMail } from './travel-summary';

/* Issue 36: the monthly travel summary e-mail (the send-travel-summaries job sends it). */

const hana = { id: 'u1', email: 'hana@acme.test', firstName: 'Hana', lastName: 'Sato' } as UserRecord;
const unsubscribe = { kind: 'travelSummary' as const, pageUrl: 'https://app.test/unsubscribe#token=t', oneClickUrl: 'https://app.test/api/notifications/unsubscribe?token=t' };
const totals = (spendCents: number, benchmarkCents: number, outOfPolicyStays = 0) => ({
  stays: 3, nights: 8, spendCents, averageNightlyCents: Math.round(spendCents / 8), benchmarkCents, savingsCents: benchmarkCents - spendCents, outOfPolicyStays, benchmarkBasis: 'country' as const,
});

describe('the monthly travel summary e-mail', () => {
  it('gives last month’s stays, spend and savings, links the report and offers one-click unsubscribe', () => {
    const mail = travelSummaryMail({ recipient: hana, companyName: 'Acme', month: '2026-10', report: { rows: [], totals: totals(80_000, 96_000, 1) }, appOrigin: 'https://app.test', unsubscribe });
    expect(mail.to).toBe('hana@acme.test');
    expect(mail.subject).toBe('Acme business travel in Oct 2026: €800, saved €160 against hotels');
    expect(mail.text).toContain('Hi Hana,');
    expect(mail.text).toContain('In Oct 2026, Acme had 3 business stays (8 nights) for €800: an average of €100 a night.');
    expect(mail.text).toContain('1 stay was out of policy.');
    expect(mail.text).toContain('Open the travel report: https://app.test/app/hr/reports');
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
  });

  it('says so when the stays cost more than hotels', () => {
    const mail = travelSummaryMail({ recipient: hana, companyName: 'Acme', month: '2026-10', report: { rows: [], totals: totals(100_000, 90_000) }, appOrigin: 'https://app.test', unsubscribe });
    expect(mail.subject).toBe('Acme business travel in Oct 2026: €1,000, cost €100 more than hotels');
    expect(mail.text).not.toContain('out of policy');
  });
});
