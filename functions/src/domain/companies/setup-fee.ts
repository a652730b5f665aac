import { COMPANY_SETUP_PATH, COMPANY_SIGNUP_MESSAGES, type SetupFeeCheckout } from '@worknest/shared/company-signup-rules';
import { createOneTimeCheckoutSession, retrieveCheckoutSession } from '../../adapters/payments/checkout-sessions';
import type { PaymentEvent } from '../../adapters/payments/events';
import { logger } from '../../logging/logger';
import { getCompany, recordSetupFeePaid, setOpenCheckoutSession } from '../../store/companies';
import type { Session } from '../auth/session';
import { companyFees } from '../billing/company-fees';
import { ConflictError } from '../errors';
import { requireCompany } from './company-info';

/** Marks the Checkout Sessions of the setup fee (and their PaymentIntents) among the webhook's events. */
export const SETUP_FEE_PURPOSE = 'company-setup-fee';

/**
 * `POST /api/company/setup-fee`: a Stripe Checkout Session (mode `payment`) for the one-time setup
 * fee; the one already open is reused, so two clicks never make two payable sessions. The webhook's
 * `checkout.session.completed` records the payment (onSetupFeeCheckoutEvent).
 */
export async function startSetupFeeCheckout(session: Session, appOrigin: string): Promise<SetupFeeCheckout> {
  const company = await requireCompany(session.companyDomain);
  if (!company.selfServe) throw new ConflictError(COMPANY_SIGNUP_MESSAGES.noFeeDue, 'no_fee_due');
  if (company.selfServe.setupFeePaidAt) throw new ConflictError(COMPANY_SIGNUP_MESSAGES.feePaid, 'fee_paid');
  if (company.status !== 'pending') throw new ConflictError(COMPANY_SIGNUP_MESSAGES.notPending, 'not_pending');
  const previous = company.selfServe.openCheckoutSessionId;
  if (previous) {
    const open = await retrieveCheckoutSession(previous);
    if (open.status === 'open' && open.url) return { url: open.url };
  }
  const metadata = { purpose: SETUP_FEE_PURPOSE, companyDomain: company.domain };
  const checkout = await createOneTimeCheckoutSession({
    amountCents: companyFees().setupFeeCents,
    currency: 'eur',
    productName: `Worknest setup fee: ${company.name}`,
    customerEmail: session.email,
    clientReferenceId: company.domain,
    metadata,
    paymentDescription: `Worknest setup fee for ${company.domain}`,
    successUrl: `${appOrigin}${COMPANY_SETUP_PATH}?payment=done`,
    cancelUrl: `${appOrigin}${COMPANY_SETUP_PATH}?payment=cancelled`,
    // One key per session made: a retry of this request answers the same session, a new one follows the last.
    idempotencyKey: `company-setup-fee:${company.domain}:${previous ?? 'first'}`,
  });
  await setOpenCheckoutSession(company.domain, checkout.id);
  logger.info('setup fee checkout started', { companyDomain: company.domain, checkoutSessionId: checkout.id });
  if (!checkout.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { url: checkout.url };
}

/**
 * The webhook's Checkout events (each event id handled once by withStripeEventClaim):
 * `checkout.session.completed` and paid records the setup fee once, however many times or
 * sessions say so; `checkout.session.expired` only needs logging (the next click makes a new one).
 */
export async function onSetupFeeCheckoutEvent(event: PaymentEvent): Promise<string> {
  const data = event.data;
  if (data.type !== 'checkout.session.completed' && data.type !== 'checkout.session.expired') return 'ignored';
  const checkout = data.checkout;
  const domain = checkout.metadata.companyDomain;
  if (checkout.metadata.purpose !== SETUP_FEE_PURPOSE || !domain) return 'ignored: not a setup fee';
  if (data.type === 'checkout.session.expired') {
    logger.info('setup fee checkout expired', { companyDomain: domain, checkoutSessionId: checkout.id });
    return 'setup fee checkout expired';
  }
  if (checkout.paymentStatus !== 'paid') return 'ignored: not paid';
  const recorded = await recordSetupFeePaid(domain, { checkoutSessionId: checkout.id, amountCents: checkout.amountTotalCents ?? 0 });
  const company = await getCompany(domain);
  if (!recorded) {
    // Paid for a company removed meanwhile, or a second session paid: money to give back by hand.
    if (!company || company.selfServe?.setupFeeCheckoutSessionId !== checkout.id) {
      logger.warn('setup fee paid but not recorded: refund it', { companyDomain: domain, checkoutSessionId: checkout.id, companyExists: company !== null });
    }
    return 'ignored: setup fee recorded already';
  }
  logger.info('setup fee recorded', { companyDomain: domain, checkoutSessionId: checkout.id, active: company?.status === 'active' });
  return company?.status === 'active' ? 'setup fee recorded; company active' : 'setup fee recorded';
}
