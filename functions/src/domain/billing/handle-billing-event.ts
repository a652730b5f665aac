import type Stripe from 'stripe';
import { payments } from '../../adapters/payments';
import { logger } from '../../logging/logger';
import { getCompanyBilling, recordBillingCard } from '../../store/company-billing';

/**
 * Issue 34: the billing events of the Stripe webhook (each event id is handled once by
 * handleStripeEventOnce). `setup_intent.succeeded` puts the card on file: recorded on the company
 * whose customer the SetupIntent is for, made the customer's default for invoices. Invoices are
 * read from Stripe when HR lists them, so `invoice.finalized`, `invoice.paid` and
 * `invoice.payment_failed` only need logging here; an invoice paid twice is still one event each.
 */
export async function handleBillingEvent(event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'setup_intent.succeeded':
      return onSetupSucceeded(event.data.object);
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      logger.info('company invoice event', { type: event.type, invoiceId: invoice.id, number: invoice.number, status: invoice.status, total: invoice.total });
      return `recorded: ${event.type}`;
    }
    default:
      return 'ignored';
  }
}

async function onSetupSucceeded(intent: Stripe.SetupIntent): Promise<string> {
  const domain = intent.metadata?.companyDomain;
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!domain || !customerId || !methodId) return 'ignored: not a company card';
  const record = await getCompanyBilling(domain);
  if (!record || record.stripeCustomerId !== customerId) return 'ignored: not the company customer';
  if (record.card?.setupIntentId === intent.id) return 'ignored: card already recorded';
  const { stripe } = await payments();
  const method = await stripe.paymentMethods.retrieve(methodId);
  if (!method.card) return 'ignored: not a card';
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: methodId } });
  const recorded = await recordBillingCard(domain, customerId, {
    paymentMethodId: methodId,
    setupIntentId: intent.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  });
  return recorded ? 'card recorded' : 'ignored: customer changed';
}
