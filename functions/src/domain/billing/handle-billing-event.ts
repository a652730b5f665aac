import { retrieveSavedCard, setDefaultInvoicePaymentMethod } from '../../adapters/payments/customers';
import type { PaymentEvent } from '../../adapters/payments/events';
import type { SetupIntentSummary } from '../../adapters/payments/types';
import { logger } from '../../logging/logger';
import { getCompanyBilling, recordBillingCard } from '../../store/company-billing';

/**
 * Issue 34: the billing events of the Stripe webhook (each event id is handled once by
 * handleStripeEventOnce). `setup_intent.succeeded` puts the card on file: recorded on the company
 * whose customer the SetupIntent is for, made the customer's default for invoices. Invoices are
 * read from Stripe when HR lists them, so `invoice.finalized`, `invoice.paid` and
 * `invoice.payment_failed` only need logging here; an invoice paid twice is still one event each.
 */
export async function handleBillingEvent(event: PaymentEvent): Promise<string> {
  const data = event.data;
  switch (data.type) {
    case 'setup_intent.succeeded':
      return onSetupSucceeded(data.setupIntent);
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = data.invoice;
      logger.info('company invoice event', { type: event.type, invoiceId: invoice.id, number: invoice.number, status: invoice.status, total: invoice.totalCents });
      return `recorded: ${event.type}`;
    }
    default:
      return 'ignored';
  }
}

async function onSetupSucceeded(intent: SetupIntentSummary): Promise<string> {
  const domain = intent.metadata.companyDomain;
  const customerId = intent.customerId;
  const methodId = intent.paymentMethodId;
  if (!domain || !customerId || !methodId) return 'ignored: not a company card';
  const record = await getCompanyBilling(domain);
  if (!record || record.stripeCustomerId !== customerId) return 'ignored: not the company customer';
  if (record.card?.setupIntentId === intent.id) return 'ignored: card already recorded';
  const card = await retrieveSavedCard(methodId);
  if (!card) return 'ignored: not a card';
  await setDefaultInvoicePaymentMethod(customerId, methodId);
  const recorded = await recordBillingCard(domain, customerId, {
    paymentMethodId: methodId,
    setupIntentId: intent.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });
  return recorded ? 'card recorded' : 'ignored: customer changed';
}
