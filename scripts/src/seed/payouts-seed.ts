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
