/**
 * Payouts in the demo (issue 21): alex@acme.test has set up payouts (an Express account in the
 * Stripe emulator, onboarded through its Account Link page as a host would) and the past stay at
 * alex's canal flat has been paid out by the payout job; sam@acme.test has no account yet, so
 * "Set up payouts" can be tried from sam's profile. Needs the demo accounts and bookings.
 */
export const demoPayoutHost = 'alex@acme.test';

export async function seedPayouts(nowMs = Date.now()): Promise<string[]> {
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { getPayoutAccount } = await import('@worknest/functions/store/payouts');
  const { startOnboarding, syncPayoutAccount } = await import('@worknest/functions/domain/payouts/payout-accounts');
  const { payDueStays } = await import('@worknest/functions/domain/payouts/pay-due-stays');

  const host = await getUserByEmail(demoPayoutHost);
  if (!host) throw new Error(`Seed the demo accounts first: ${demoPayoutHost} does not exist`);
  if (!(await getPayoutAccount(host.id))) {
    const { onboardingUrl } = await startOnboarding({ userId: host.id, email: host.email }, nowMs);
    // The onboarding page's one button, pressed without a browser (its answer redirects to the app).
    const pressed = await fetch(onboardingUrl, { method: 'POST', redirect: 'manual' });
    if (pressed.status !== 303) throw new Error(`Completing the demo onboarding answered ${pressed.status}`);
  }
  const account = (await getPayoutAccount(host.id))!;
  const { state } = await syncPayoutAccount(host.id, account.stripeAccountId, nowMs);
  const run = await payDueStays(nowMs);
  return [`Demo payouts: ${demoPayoutHost} has payouts ${state} (${run.paid} stay paid out); sam@acme.test has not set them up yet`];
}

/**
 * Payouts on a store seeded before them (seed-once's `payoutsSeededAt` marker), run once. Such a
 * store's demo stays were confirmed without the payment split and never entered the payout
 * queue, and the Stripe emulator kept its objects in memory until it learnt to save them, so
 * after a restart their PaymentIntents (and the demo host's connected account) were gone. This
 * gives each confirmed demo stay what a checkout leaves today: a paid PaymentIntent in the
 * emulator (a new one where the old is gone), the split at the default commission and a place in
 * the payout queue; forgets a connected account the emulator no longer knows; then seeds the
 * payouts as on a fresh store (`seedPayouts`). Safe to run again.
 */
export async function backfillDemoPayouts(nowMs = Date.now()): Promise<string[]> {
  const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { payments } = await import('@worknest/functions/adapters/payments/dev-sdk');
  const { keys } = await import('@worknest/functions/store/keys');
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { getBooking, listGuestBookings } = await import('@worknest/functions/store/bookings');
  const { getPayoutAccount, deletePayoutAccountItem } = await import('@worknest/functions/store/payouts');
  const { createBookingIntent } = await import('@worknest/functions/domain/bookings/create-booking-intent');
  const { DEFAULT_COMMISSION_BASIS_POINTS, payoutDueAt, splitPayment } = await import('@worknest/shared/payouts');
  const { demoStays } = await import('./bookings-seed');
  const { stripe } = await payments();

  const exists = async (find: () => Promise<unknown>): Promise<boolean> => {
    try {
      await find();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return false;
      throw error;
    }
  };

  let repairedPayments = 0;
  let queued = 0;
  for (const demo of demoStays) {
    const guest = await getUserByEmail(demo.guest);
    if (!guest) continue;
    const trips = await listGuestBookings(guest.id, nowMs, 100);
    for (const trip of trips.bookings.filter((booking) => booking.listingTitle === demo.listingTitle && booking.status === 'confirmed')) {
      const booking = (await getBooking(trip.id))!;
      const paymentIntentId = booking.paymentIntentId && (await exists(() => stripe.paymentIntents.retrieve(booking.paymentIntentId!))) ? booking.paymentIntentId : null;
      const intent = paymentIntentId ? null : await createBookingIntent(booking);
      const split = booking.commissionBasisPoints === null ? splitPayment({ accommodationAmount: booking.accommodationAmount, serviceFee: booking.serviceFee }, DEFAULT_COMMISSION_BASIS_POINTS) : null;
      const payoutDue = booking.payoutStatus === null ? payoutDueAt(booking) : null;
      if (!intent && !split && payoutDue === null) continue;
      const sets = ['updatedAt = :now'];
      const values: Record<string, unknown> = { ':now': new Date(nowMs).toISOString(), ':confirmed': 'confirmed' };
      if (intent) {
        sets.push('paymentIntentId = :pi');
        values[':pi'] = intent.id;
      }
      if (split) {
        sets.push('commissionBasisPoints = :bp, commissionAmount = :commission, platformFeeAmount = :platformFee, hostPayoutAmount = :hostPayout');
        Object.assign(values, { ':bp': split.commissionBasisPoints, ':commission': split.commissionAmount, ':platformFee': split.platformFeeAmount, ':hostPayout': split.hostPayoutAmount });
      }
      if (payoutDue !== null) {
        sets.push('payoutStatus = :scheduled, payoutDueAtMs = :due, payoutQueueAtMs = :due');
        Object.assign(values, { ':scheduled': 'scheduled', ':due': payoutDue });
      }
      // The booking first names its new payment, so the webhook of the card payment below finds
      // the stay confirmed and does nothing (no e-mails, no refund of an unknown payment).
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.booking(booking.id),
                UpdateExpression: `SET ${sets.join(', ')}`,
                ConditionExpression: '#status = :confirmed',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: values,
              },
            },
            ...(intent ? [{ Put: { TableName: tableName(), Item: { ...keys.paymentIntentBooking(intent.id), type: 'paymentIntentBooking', bookingId: booking.id } } }] : []),
            ...(payoutDue !== null ? [{ Put: { TableName: tableName(), Item: { ...keys.payoutDue(payoutDue, booking.id), type: 'payoutDue', bookingId: booking.id } } }] : []),
          ],
        }),
      );
      if (intent) {
        if (intent.status !== 'succeeded') await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
        repairedPayments++;
      }
      if (payoutDue !== null) queued++;
    }
  }

  const host = await getUserByEmail(demoPayoutHost);
  const account = host ? await getPayoutAccount(host.id) : null;
  if (host && account && !(await exists(() => stripe.accounts.retrieve(account.stripeAccountId)))) {
    // The emulator forgot it: the demo host sets up payouts again (seedPayouts below).
    await deletePayoutAccountItem(host.id);
  }
  const lines = await seedPayouts(nowMs);
  return [`Demo stays backfilled for payouts: ${queued} queued, ${repairedPayments} payments made again in the Stripe emulator`, ...lines];
}
