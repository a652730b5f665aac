import { addDays, utcDate } from '@worknest/shared/booking';

/**
 * Issue 34: Acme pays its members' business stays by card: billing details, the test card 4242 on
 * file (a SetupIntent confirmed in the Stripe emulator, recorded as the webhook would), cost
 * centres ENG (Engineering) and SAL (Sales), and one paid business stay of sam's in the past, at
 * alex's canal flat, charged to Acme's card and queued for the bill-company-stays job (its stay fee
 * and Acme's setup fee go on this month's invoice when the job runs). Globex sets up nothing: its
 * members see no "Who pays?". Idempotent: an Acme with billing is left as it is.
 */
export const DEMO_BILLING_DOMAIN = 'acme.test';
const DAY_MS = 86_400_000;

export async function seedCompanyBilling(): Promise<string[]> {
  const { getCompany } = await import('@worknest/functions/store/companies');
  const { getCompanyBilling, putCostCentres, recordBillingCard } = await import('@worknest/functions/store/company-billing');
  const { saveBilling } = await import('@worknest/functions/domain/billing/company-billing');
  const { payments } = await import('@worknest/functions/adapters/payments/dev-sdk');

  if ((await getCompanyBilling(DEMO_BILLING_DOMAIN))?.card) return [billingLine()];
  const company = await getCompany(DEMO_BILLING_DOMAIN);
  if (!company) throw new Error(`Seed the demo accounts first: ${DEMO_BILLING_DOMAIN} does not exist`);
  const saved = await saveBilling(company, {
    mode: 'card',
    billingEmail: 'billing@acme.test',
    legalName: 'Acme Inc.',
    address: { line1: 'Rua Augusta 100', postalCode: '1100-053', city: 'Lisbon', country: 'PT' },
    requireCostCentre: false,
  });
  const record = await getCompanyBilling(DEMO_BILLING_DOMAIN);
  const customer = record?.stripeCustomerId;
  if (!customer) throw new Error(`Acme's billing was saved without a Stripe customer (${saved.domain})`);

  const { stripe } = await payments();
  const setup = await stripe.setupIntents.create({ customer, payment_method: 'pm_card_visa', confirm: true, usage: 'off_session', metadata: { companyDomain: DEMO_BILLING_DOMAIN } });
  const methodId = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method!.id;
  const method = await stripe.paymentMethods.retrieve(methodId);
  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: methodId } });
  await recordBillingCard(DEMO_BILLING_DOMAIN, customer, {
    paymentMethodId: methodId,
    setupIntentId: setup.id,
    brand: method.card!.brand,
    last4: method.card!.last4,
    expMonth: method.card!.exp_month,
    expYear: method.card!.exp_year,
  });
  await putCostCentres(
    DEMO_BILLING_DOMAIN,
    [
      { code: 'ENG', name: 'Engineering' },
      { code: 'SAL', name: 'Sales' },
    ],
    new Date().toISOString(),
  );
  const stay = await seedPastBusinessStay(customer, methodId);
  return [billingLine(), `  sam@acme.test's business stay, paid by Acme: ${stay}`];
}

/** The line `npm run dev` prints (README "Demo data"), also on a start with the data already in. */
export function billingLine(): string {
  return 'Business stays: Acme pays by card (test card 4242 on file), cost centres ENG and SAL; Globex has none set up';
}

/** Sam's past business stay at alex's canal flat, paid off-session with Acme's card, written the way the booking route leaves it. */
async function seedPastBusinessStay(customer: string, paymentMethod: string): Promise<string> {
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { getListing, listHostListings } = await import('@worknest/functions/store/listings');
  const { attachPaymentIntent } = await import('@worknest/functions/store/bookings');
  const { queueCompanyStay } = await import('@worknest/functions/store/company-stays');
  const { confirmWithNights } = await import('@worknest/functions/domain/bookings/lifecycle/writes');
  const { createBooking } = await import('@worknest/functions/domain/bookings/create-booking');
  const { payments } = await import('@worknest/functions/adapters/payments/dev-sdk');
  const { stripe } = await payments();

  const [sam, alex] = await Promise.all([getUserByEmail('sam@acme.test'), getUserByEmail('alex@acme.test')]);
  if (!sam || !alex) throw new Error('Seed the demo accounts first: sam@acme.test or alex@acme.test does not exist');
  const summary = (await listHostListings(alex.id, 50)).items.find((item) => item.title === 'Bright canal flat with a separate study');
  const listing = summary ? await getListing(summary.id) : null;
  if (!listing) throw new Error('Seed the demo listings first: alex@acme.test has no "Bright canal flat with a separate study"');

  const now = Date.now();
  const checkIn = addDays(utcDate(now), -30);
  const checkOut = addDays(checkIn, 2);
  const bookedAtMs = now - 40 * DAY_MS;
  const booking = await createBooking(listing, sam.id, { listingId: listing.id, checkIn, checkOut, numberOfGuests: 1 }, bookedAtMs, undefined, {
    purpose: 'Quarterly planning with the Amsterdam team',
    costCentre: 'ENG',
    billingMode: 'card',
  });
  await queueCompanyStay({ bookingId: booking.id, domain: booking.companyDomain, queuedAtMs: bookedAtMs });
  const intent = await stripe.paymentIntents.create(
    {
      amount: booking.totalAmount,
      currency: booking.currency,
      customer,
      payment_method: paymentMethod,
      description: `Worknest business stay: ${booking.listingTitle}, ${checkIn} to ${checkOut}`,
      metadata: { bookingId: booking.id, listingId: booking.listingId, guestId: booking.guestId, companyDomain: booking.companyDomain, payer: 'company' },
    },
    { idempotencyKey: `business-stay-${booking.id}` },
  );
  await attachPaymentIntent(booking.id, intent.id);
  // Confirmed before the card is charged (as seedPaidStay does): Stripe's event finds it confirmed, so no demo e-mails.
  const outcome = await confirmWithNights({ ...booking, paymentIntentId: intent.id }, bookedAtMs + 60_000);
  if (outcome !== 'confirmed') throw new Error(`Could not confirm sam's business stay: ${outcome}`);
  await stripe.paymentIntents.confirm(intent.id, { off_session: true });
  return `"${listing.title}", ${checkIn} to ${checkOut}, cost centre ENG`;
}
