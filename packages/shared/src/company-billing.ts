import { z } from 'zod';

/**
 * Issue 34: how a company pays for its members' business stays, its cost centres and its
 * invoices, as HR sets and reads them (`/api/hr/billing`, `/api/hr/cost-centres`,
 * `/api/hr/invoices`), and the fee defaults of the stage settings `companySetupFeeCents` and
 * `companyStayFeeCents`.
 */
import { BILLING_MESSAGES, BILLING_MODES } from './company-billing-rules';

export * from './company-billing-rules';

export const companyAddressSchema = z.object({
  line1: z.string().trim().min(1, BILLING_MESSAGES.line1).max(100, BILLING_MESSAGES.line1),
  line2: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().min(1, BILLING_MESSAGES.postalCode).max(20, BILLING_MESSAGES.postalCode),
  city: z.string().trim().min(1, BILLING_MESSAGES.city).max(80, BILLING_MESSAGES.city),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, BILLING_MESSAGES.country),
});
export type CompanyAddressInput = z.infer<typeof companyAddressSchema>;

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

export const costCentreSchema = z.object({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, BILLING_MESSAGES.costCentreCode),
  name: z.string().trim().min(1, BILLING_MESSAGES.costCentreName).max(80, BILLING_MESSAGES.costCentreName),
});


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


