import { describe, expect, it } from 'vitest';
import { cleanPurpose, companyCredit, companyInvoiceLines, invoiceMonth, matchCostCentre, payerLabel, setupFeeDue, type InvoicedStay } from './business-stay-rules';

const stay: InvoicedStay = {
  id: 'b-1',
  listingTitle: 'Loft by the lakes',
  checkIn: '2026-12-03',
  checkOut: '2026-12-06',
  nights: 3,
  totalAmount: 3 * 7450 + 1500,
  purpose: 'Customer workshop',
  costCentre: 'ENG',
};

describe('business stays: the lines of the monthly invoice', () => {
  it('invoice mode: the stay at its total, the stay fee as its own line, the setup fee with the first stay', () => {
    const lines = companyInvoiceLines(stay, { mode: 'invoice', stayFeeCents: 1500, setupFeeCents: 50_000, firstStay: true });
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['stay', 23_850],
      ['stay-fee', 1500],
      ['setup-fee', 50_000],
    ]);
    expect(lines[0]!.description).toBe('Loft by the lakes, Thu, Dec 3, 2026 – Sun, Dec 6, 2026 (3 nights), cost centre ENG');
    expect(lines[0]!.metadata).toEqual({ bookingId: 'b-1', costCentre: 'ENG', line: 'stay' });
    expect(lines[2]!.metadata).toEqual({ line: 'setup-fee' });
  });

  it('card mode: the card paid the stay, so only the fees; later stays carry no setup fee', () => {
    const lines = companyInvoiceLines({ ...stay, costCentre: null }, { mode: 'card', stayFeeCents: 1500, setupFeeCents: 50_000, firstStay: false });
    expect(lines).toEqual([{ kind: 'stay-fee', amount: 1500, description: 'Worknest stay fee: Loft by the lakes, Thu, Dec 3, 2026', metadata: { bookingId: 'b-1', line: 'stay-fee' } }]);
  });

  it('leaves out fees the stage sets to zero', () => {
    expect(companyInvoiceLines(stay, { mode: 'invoice', stayFeeCents: 0, setupFeeCents: 0, firstStay: true }).map((line) => line.kind)).toEqual(['stay']);
  });
});

describe('business stays: what a cancellation gives back on the invoice', () => {
  it('a full refund removes the stay line and its fee', () => {
    expect(companyCredit(23_850, 23_850)).toEqual({ stayLineAfter: 0, removeStayLine: true, removeStayFee: true });
  });
  it('a partial refund shrinks the stay line and keeps the fee', () => {
    expect(companyCredit(23_850, 11_175)).toEqual({ stayLineAfter: 12_675, removeStayLine: false, removeStayFee: false });
  });
  it('nothing refunded changes nothing; more than the total is the total', () => {
    expect(companyCredit(23_850, 0)).toEqual({ stayLineAfter: 23_850, removeStayLine: false, removeStayFee: false });
    expect(companyCredit(100, 500)).toEqual({ stayLineAfter: 0, removeStayLine: true, removeStayFee: true });
  });
});

describe('business stays: months, purposes, cost centres, labels', () => {
  it('names the UTC month and its first and last day', () => {
    expect(invoiceMonth(Date.UTC(2026, 10, 30, 23, 59))).toEqual({ month: '2026-11', periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    expect(invoiceMonth(Date.UTC(2028, 1, 10))).toEqual({ month: '2028-02', periodStart: '2028-02-01', periodEnd: '2028-02-29' });
  });
  it('takes a purpose of 3 to 200 characters once white space is folded', () => {
    expect(cleanPurpose('  Sales   visit ')).toBe('Sales visit');
    expect(cleanPurpose(' a ')).toBeNull();
    expect(cleanPurpose('x'.repeat(201))).toBeNull();
    expect(cleanPurpose(42)).toBeNull();
  });
  it('matches cost centre codes case-insensitively, answering the company’s spelling', () => {
    expect(matchCostCentre(' eng ', [{ code: 'ENG' }, { code: 'SAL' }])).toBe('ENG');
    expect(matchCostCentre('OPS', [{ code: 'ENG' }])).toBeNull();
  });
  it('labels a company-paid stay with the company', () => {
    expect(payerLabel('company', 'Acme')).toBe('Paid by Acme');
    expect(payerLabel('self', 'Acme')).toBeNull();
  });
});

describe('setupFeeDue', () => {
  it('bills the setup fee once, and never to a company that paid it at sign-up', () => {
    expect(setupFeeDue({ billedAt: null, onDraft: false, paidAtSignUpAt: null })).toBe(true);
    expect(setupFeeDue({ billedAt: '2026-11-01T00:00:00.000Z', onDraft: false, paidAtSignUpAt: null })).toBe(false);
    expect(setupFeeDue({ billedAt: null, onDraft: true, paidAtSignUpAt: null })).toBe(false);
    expect(setupFeeDue({ billedAt: null, onDraft: false, paidAtSignUpAt: '2026-10-02T09:00:00.000Z' })).toBe(false);
  });
});
