/**
 * The app's own view of Stripe's objects: what the domain reads of them, declared here so no file
 * outside adapters/payments/ handles a Stripe type. Amounts are cents, times are epoch ms.
 * Type-only: importing this file loads nothing.
 */

export type Metadata = Record<string, string>;

/** Stripe's PaymentIntent statuses. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntentSummary {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  /** What was received (a captured or succeeded payment). */
  amountReceivedCents: number;
  /** What an authorized card (manual capture) can still capture. */
  amountCapturableCents: number;
  currency: string;
  metadata: Metadata;
  /** What the browser confirms the card with; null when Stripe gave none. */
  clientSecret: string | null;
  /** The last failed attempt's message (a declined card), if any. */
  lastPaymentErrorMessage: string | null;
  /** The charge that paid it, for a payout's `source_transaction`. */
  latestChargeId: string | null;
}

export interface TransferSummary {
  id: string;
  amountCents: number;
  /** How much was taken back (an absolute value that only grows). */
  amountReversedCents: number;
  createdMs: number;
  metadata: Metadata;
}

/** What payout-rules' payoutAccountState reads of a connected account (Stripe's own field names). */
export interface ConnectedAccountSummary {
  id: string;
  details_submitted: boolean | null;
  payouts_enabled: boolean | null;
  capabilities: { transfers?: string | null } | null;
  requirements: { currently_due?: string[] | null; past_due?: string[] | null } | null;
}

export interface CheckoutSessionSummary {
  id: string;
  status: 'open' | 'complete' | 'expired' | null;
  url: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotalCents: number | null;
  metadata: Metadata;
}

export interface SavedCardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SetupIntentSummary {
  id: string;
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  metadata: Metadata;
}

export type InvoiceStatusValue = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface InvoiceLineSummary {
  id: string;
  description: string | null;
  amountCents: number;
  /** The invoice item the line was made from, if it was one. */
  invoiceItemId: string | null;
  metadata: Metadata;
}

export interface InvoiceSummary {
  id: string;
  number: string | null;
  status: InvoiceStatusValue | null;
  collectionMethod: 'charge_automatically' | 'send_invoice';
  totalCents: number;
  amountDueCents: number;
  currency: string;
  periodStartMs: number;
  periodEndMs: number;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  metadata: Metadata;
  lines: InvoiceLineSummary[];
}

export interface InvoiceItemSummary {
  id: string;
  metadata: Metadata;
}

export interface TaxIdSummary {
  id: string;
  value: string;
}
