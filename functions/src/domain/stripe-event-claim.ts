import { nowMs } from '../clock';
import { claimStripeEvent, markStripeEventDone, releaseStripeEvent } from '../store/stripe-events';

export type StripeEventResult = { claim: 'done' } | { claim: 'in-progress' } | { claim: 'handled'; outcome: string };

/**
 * Runs `handle` for a verified Stripe event once however often Stripe delivers it (both webhooks:
 * payments and Connect). The event id is claimed first; a claim already done answers `done`, one
 * being handled right now `in-progress`. The outcome is recorded once `handle` succeeds; a failure
 * gives the claim back and rethrows, so Stripe's retry handles the event again.
 */
export async function withStripeEventClaim(event: { id: string; type: string }, handle: () => Promise<string>): Promise<StripeEventResult> {
  const claim = await claimStripeEvent(event.id, event.type, nowMs());
  if (claim !== 'claimed') return { claim };
  try {
    const outcome = await handle();
    await markStripeEventDone(event.id, outcome);
    return { claim: 'handled', outcome };
  } catch (error) {
    await releaseStripeEvent(event.id).catch(() => undefined);
    throw error;
  }
}
