import { BILLING_MESSAGES, type CompanyBilling, type SetupIntentAnswer } from '@worknest/shared/company-billing-rules';
import type { CompanyBillingInput } from '@worknest/shared/company-billing';
import { createCustomer, createSetupIntent, createTaxId, deleteTaxId, listTaxIds, updateCustomer, type CustomerDetails } from '../../adapters/payments/customers';
import { logger } from '../../logging/logger';
import { nowIso } from '../../clock';
import { getCompanyBilling, recordStripeCustomer, saveCompanyBillingSettings, type CompanyBillingRecord } from '../../store/company-billing';
import type { Company } from '../../store/companies';
import { ConflictError } from '../errors';
import { billingView } from './billing-view';

/**
 * Issue 34: HR → Billing. The settings live in the company's billing item; the company is a Stripe
 * Customer (name = legal name, billing e-mail, address, VAT number as its tax id) made on the
 * first save and kept in step on every later one. A card is put on file with a SetupIntent the
 * browser confirms; the webhook's `setup_intent.succeeded` records it (handle-billing-event.ts).
 */
export async function saveBilling(company: Company, input: CompanyBillingInput): Promise<CompanyBilling> {
  const saved = await saveCompanyBillingSettings(
    company.domain,
    {
      mode: input.mode,
      billingEmail: input.billingEmail,
      legalName: input.legalName,
      address: { line1: input.address.line1, ...(input.address.line2 ? { line2: input.address.line2 } : {}), postalCode: input.address.postalCode, city: input.address.city, country: input.address.country },
      vatNumber: input.vatNumber ?? null,
      requireCostCentre: input.requireCostCentre,
    },
    nowIso(),
  );
  const customerId = await ensureCustomer(saved);
  logger.info('company billing saved', { domain: company.domain, mode: saved.mode, customerId });
  return billingView(company, { ...saved, stripeCustomerId: customerId });
}

/** `POST /api/hr/billing/setup-intent`: a SetupIntent for the company's customer, confirmed by the browser's card form. */
export async function startCardSetup(company: Company): Promise<SetupIntentAnswer> {
  const record = await getCompanyBilling(company.domain);
  if (!record) throw new ConflictError(BILLING_MESSAGES.saveFirst, 'billing_not_saved');
  if (record.mode !== 'card') throw new ConflictError(BILLING_MESSAGES.cardModeOnly, 'billing_not_card_mode');
  const customerId = record.stripeCustomerId ?? (await ensureCustomer(record));
  const intent = await createSetupIntent(customerId, { companyDomain: company.domain });
  if (!intent.clientSecret) throw new Error(`SetupIntent ${intent.id} came without a client secret`);
  return { clientSecret: intent.clientSecret };
}

/**
 * The company's Stripe customer: made once (an idempotency key per company, and the first id
 * recorded wins), then updated to the saved details. The VAT number is the customer's one tax id.
 */
async function ensureCustomer(record: CompanyBillingRecord): Promise<string> {
  const details: CustomerDetails = {
    name: record.legalName,
    email: record.billingEmail,
    address: {
      line1: record.address.line1,
      line2: record.address.line2 ?? '',
      postalCode: record.address.postalCode,
      city: record.address.city,
      country: record.address.country,
    },
    metadata: { companyDomain: record.domain },
  };
  let customerId = record.stripeCustomerId;
  if (!customerId) {
    const createdId = await createCustomer(details, `company-customer-${record.domain}`);
    customerId = await recordStripeCustomer(record.domain, createdId);
    if (customerId === createdId) {
      await syncTaxId(customerId, record.vatNumber);
      return customerId;
    }
  }
  await updateCustomer(customerId, details);
  await syncTaxId(customerId, record.vatNumber);
  return customerId;
}

async function syncTaxId(customerId: string, vatNumber: string | null): Promise<void> {
  const existing = await listTaxIds(customerId);
  if (existing.length === 1 && existing[0]!.value === vatNumber) return;
  for (const taxId of existing) await deleteTaxId(customerId, taxId.id);
  if (vatNumber) await createTaxId(customerId, vatNumber.startsWith('GB') ? 'gb_vat' : vatNumber.startsWith('CH') ? 'ch_vat' : vatNumber.startsWith('NO') ? 'no_vat' : 'eu_vat', vatNumber);
}
