/**
 * Issue 34: company billing's values, messages and answer types without zod, for the functions
 * that only read (./company-billing.ts adds the input schemas and re-exports all of this).
 */
export const BILLING_MODES = ['card', 'invoice'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const DEFAULT_COMPANY_SETUP_FEE_CENTS = 50_000;
export const DEFAULT_COMPANY_STAY_FEE_CENTS = 1_500;
/** Invoices are due 30 days after they are finalized (net 30). */
export const INVOICE_DAYS_UNTIL_DUE = 30;

export const BILLING_MESSAGES = {
  mode: 'Choose how business stays are paid: card or invoice',
  billingEmail: 'Please enter a valid billing e-mail address',
  legalName: 'Please enter the company’s legal name (2–120 characters)',
  line1: 'Please enter the street address',
  postalCode: 'Please enter the postal code',
  city: 'Please enter the city',
  country: 'Please choose the country (two-letter code, e.g. DK)',
  vatNumber: 'A VAT number is 4–20 letters and digits, starting with the country code (e.g. DK12345678)',
  costCentreCode: 'A cost centre code is 1–20 letters, digits, dashes or underscores',
  costCentreName: 'Please name the cost centre (1–80 characters)',
  costCentresUnique: 'Each cost centre code may appear only once',
  /** 409 on business stays and the card step before the billing details are saved. */
  notSetUp: 'Your company has not set up business stays yet',
  saveFirst: 'Save the billing details first',
  cardModeOnly: 'A card on file is used only when business stays are paid by card',
} as const;

export interface CompanyAddress {
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface CostCentre {
  code: string;
  name: string;
}

export interface CostCentreList {
  costCentres: CostCentre[];
}

export interface BillingCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * `GET`/`PUT /api/hr/billing`: the PUT's fields (null before the first save), the card on file
 * and the fees.
 */
export interface CompanyBilling {
  domain: string;
  companyName: string;
  mode: BillingMode | null;
  billingEmail: string | null;
  legalName: string | null;
  address: CompanyAddress | null;
  vatNumber: string | null;
  requireCostCentre: boolean;
  card: BillingCard | null;
  /** Whether members can book business stays: details saved, and in card mode a card on file. */
  ready: boolean;
  setupFeeCents: number;
  stayFeeCents: number;
  /** Whether the one-time setup fee has been charged or invoiced. */
  setupFeeBilled: boolean;
}

export interface SetupIntentAnswer {
  clientSecret: string;
}

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface CompanyInvoiceLine {
  description: string;
  amount: number;
  /** The business stay the line is for; null for the fees. */
  bookingId: string | null;
}

/** `GET /api/hr/invoices` items. */
export interface CompanyInvoice {
  id: string;
  number: string | null;
  /** Calendar days (YYYY-MM-DD) of the month the invoice collects. */
  periodStart: string;
  periodEnd: string;
  status: InvoiceStatus;
  totalAmount: number;
  currency: string;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  lines: CompanyInvoiceLine[];
}

export interface CompanyInvoiceList {
  items: CompanyInvoice[];
}

/** `GET /api/site/pricing`: the company fees of this stage, which the landing page's pricing shows. */
export interface SitePricing {
  companySetupFeeCents: number;
  companyStayFeeCents: number;
  currency: string;
}
