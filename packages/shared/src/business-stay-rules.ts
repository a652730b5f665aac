import { formatStayDate } from './booking-rules';
import { plural } from './plural';

/**
 * Issue 34: business stays, paid by the member's company. Plain values and rules without zod, so
 * the business-stay function and the booking lists read them without loading zod
 * (./business-stay.ts adds the request schema for the web app).
 */

/**
 * Who pays a stay: the guest (`self`) or the guest's company (`company`); issue 37 adds the
 * guest's home-exchange credits (`credits`) and a half of a home swap (`swap`, no money moves).
 */
export const PAYERS = ['self', 'company', 'credits', 'swap'] as const;
export type Payer = (typeof PAYERS)[number];

export const PURPOSE_MIN_LENGTH = 3;
export const PURPOSE_MAX_LENGTH = 200;

export const BUSINESS_STAY_MESSAGES = {
  purpose: 'Please describe the purpose of the trip',
  costCentreRequired: 'Please choose a cost centre',
  unknownCostCentre: 'Please choose one of your company’s cost centres',
  /** 409: the company has no billing details saved (or, in card mode, no card on file). */
  notSetUp: 'Your company has not set up business stays yet',
  /** 402 when the card on file gives no message of its own. */
  cardRefused: 'The company card was declined.',
  providerUnavailable: 'The company card could not be charged right now. Please try again.',
} as const;

/** The purpose as it is stored: trimmed, inner runs of white space as one space; null when it breaks the rule. */
export function cleanPurpose(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/\s+/g, ' ').trim();
  return cleaned.length >= PURPOSE_MIN_LENGTH && cleaned.length <= PURPOSE_MAX_LENGTH ? cleaned : null;
}

/** The company's code for `requested` (codes compare case-insensitively); null when it is not one of them. */
export function matchCostCentre(requested: string, costCentres: readonly { code: string }[]): string | null {
  const wanted = requested.trim().toUpperCase();
  return costCentres.find((centre) => centre.code.toUpperCase() === wanted)?.code ?? null;
}

/** What a business stay needs of the booking to put it on an invoice. */
export interface InvoicedStay {
  id: string;
  listingTitle: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalAmount: number;
  purpose: string | null;
  costCentre: string | null;
}

export type InvoiceLineKind = 'stay' | 'stay-fee' | 'setup-fee';

export interface CompanyInvoiceLinePlan {
  kind: InvoiceLineKind;
  amount: number;
  description: string;
  metadata: Record<string, string>;
}

/**
 * The lines one business stay puts on its company's monthly invoice (issue 34): the stay itself
 * (invoice mode only: in card mode the card paid it), the per-stay fee as its own line, and the
 * one-time setup fee when the company's first stay is billed. Amounts in cents.
 */
export function companyInvoiceLines(
  stay: InvoicedStay,
  options: { mode: 'card' | 'invoice'; stayFeeCents: number; setupFeeCents: number; firstStay: boolean },
): CompanyInvoiceLinePlan[] {
  const lines: CompanyInvoiceLinePlan[] = [];
  const tags = { bookingId: stay.id, ...(stay.costCentre ? { costCentre: stay.costCentre } : {}) };
  if (options.mode === 'invoice') {
    lines.push({
      kind: 'stay',
      amount: stay.totalAmount,
      description: `${stay.listingTitle}, ${formatStayDate(stay.checkIn)} – ${formatStayDate(stay.checkOut)} (${plural(stay.nights, 'night')})${stay.costCentre ? `, cost centre ${stay.costCentre}` : ''}`,
      metadata: { ...tags, line: 'stay' },
    });
  }
  if (options.stayFeeCents > 0) {
    lines.push({ kind: 'stay-fee', amount: options.stayFeeCents, description: `Worknest stay fee: ${stay.listingTitle}, ${formatStayDate(stay.checkIn)}`, metadata: { ...tags, line: 'stay-fee' } });
  }
  if (options.firstStay && options.setupFeeCents > 0) {
    lines.push({ kind: 'setup-fee', amount: options.setupFeeCents, description: 'Worknest company setup fee (one-time)', metadata: { line: 'setup-fee' } });
  }
  return lines;
}

/**
 * What goes back to the company when a business stay is cancelled with `refundAmount` cents
 * refunded under the policy: the stay's line shrinks by the refund (removed when it is all), and
 * the stay fee goes too when the whole stay was refunded.
 */
/**
 * Whether the one-time setup fee goes on this stay's invoice: not once it is billed or already on
 * the draft, and never for a company that paid it when it signed up by itself (issue 38's Checkout).
 */
export function setupFeeDue(state: { billedAt: string | null; onDraft: boolean; paidAtSignUpAt: string | null }): boolean {
  return state.billedAt === null && !state.onDraft && state.paidAtSignUpAt === null;
}

export function companyCredit(totalAmount: number, refundAmount: number): { stayLineAfter: number; removeStayLine: boolean; removeStayFee: boolean } {
  const refund = Math.max(0, Math.min(refundAmount, totalAmount));
  const whole = refund === totalAmount;
  return { stayLineAfter: totalAmount - refund, removeStayLine: whole, removeStayFee: whole };
}

/** The calendar month (`YYYY-MM`, UTC) an instant falls in, and that month's first and last days. */
export function invoiceMonth(epochMs: number): { month: string; periodStart: string; periodEnd: string } {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();
  const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return { month, periodStart: `${month}-01`, periodEnd: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The label My Bookings shows for a stay: "Paid by Acme" for a company's; null for the member's own. */
export function payerLabel(payer: Payer, companyName: string | null): string | null {
  if (payer === 'credits') return 'Paid with credits';
  if (payer === 'swap') return 'Home swap';
  return payer === 'company' ? `Paid by ${companyName ?? 'your company'}` : null;
}

/** `GET /api/business-stays/options`: whether the member's company pays business stays, and its cost centres. */
export interface BusinessStayOptions {
  available: boolean;
  mode: 'card' | 'invoice' | null;
  requireCostCentre: boolean;
  costCentres: { code: string; name: string }[];
}

/** `POST /api/business-stays`. */
export interface BusinessStayRequest {
  listingId: string;
  checkIn: string;
  checkOut: string;
  numberOfGuests: number;
  purpose: string;
  costCentre?: string | null;
  /** Issue 35: why an out-of-policy trip is needed (10–500 characters; required when the policy then asks an approver). */
  justification?: string | null;
}
