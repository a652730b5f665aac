import { z } from 'zod';

/**
 * Issue 34: how a company pays for its members' business stays, its cost centres and its
 * invoices, as HR sets and reads them (`/api/hr/billing`, `/api/hr/cost-centres`,
 * `/api/hr/invoices`), and the fee defaults of the stage settings `companySetupFeeCents` and
 * `companyStayFeeCents`.
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

export const companyAddressSchema = z.object({
  line1: z.string().trim().min(1, BILLING_MESSAGES.line1).max(100, BILLING_MESSAGES.line1),
  line2: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().min(1, BILLING_MESSAGES.postalCode).max(20, BILLING_MESSAGES.postalCode),
  city: z.string().trim().min(1, BILLING_MESSAGES.city).max(80, BILLING_MESSAGES.city),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, BILLING_MESSAGES.country),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** `PUT /api/hr/billing`. */
export const companyBillingInputSchema = z.object({
  mode: z.enum(BILLING_MODES, BILLING_MESSAGES.mode),
  billingEmail: z.string().trim().toLowerCase().email(BILLING_MESSAGES.billingEmail).max(254, BILLING_MESSAGES.billingEmail),
  legalName: z.string().trim().min(2, BILLING_MESSAGES.legalName).max(120, BILLING_MESSAGES.legalName),
  address: companyAddressSchema,
  vatNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{2,18}$/, BILLING_MESSAGES.vatNumber))
    .optional(),
  requireCostCentre: z.boolean().default(false),
});
export type CompanyBillingInput = z.infer<typeof companyBillingInputSchema>;

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

export const costCentreSchema = z.object({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, BILLING_MESSAGES.costCentreCode),
  name: z.string().trim().min(1, BILLING_MESSAGES.costCentreName).max(80, BILLING_MESSAGES.costCentreName),
});
export type CostCentre = z.infer<typeof costCentreSchema>;

/** The whole list of cost centres (codes unique, case-insensitively). */
export const costCentresSchema = z
  .array(costCentreSchema)
  .max(200, 'At most 200 cost centres')
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((centre, index) => {
      const key = centre.code.toUpperCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'code'], message: BILLING_MESSAGES.costCentresUnique });
      seen.add(key);
    });
  });

/** `PUT /api/hr/cost-centres` body and `GET` answer: `{ costCentres: [{ code, name }] }` (a JSON object, as every body). */
export const costCentreListSchema = z.object({ costCentres: costCentresSchema });
export type CostCentreList = z.infer<typeof costCentreListSchema>;

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
