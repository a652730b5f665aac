import { DEFAULT_COMMISSION_BASIS_POINTS, payoutFor } from '@worknest/shared/payout-rules';
import { isProviderError } from '../../adapters/payments/errors';
import { retrievePaymentIntent } from '../../adapters/payments/intents';
import { createTransfer, findTransferByGroup } from '../../adapters/payments/transfers';
import type { TransferSummary } from '../../adapters/payments/types';
import { settleExchangeStay } from '../credits/host-credits';
import { rewardHostOfStay } from '../credits/reward-hosts';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import {
  claimPayout,
  forgetDuePayout,
  getPayoutAccount,
  listDuePayouts,
  recordAwaitingAccount,
  recordNoPayout,
  recordPayoutPaid,
  recordPayoutRetry,
} from '../../store/payouts';

/**
 * The payout job (issue 21): every stay whose payout time has come (24 h after check-out) gets
 * one Transfer to its host's Express account, drawn from the stay's charge (`source_transaction`),
 * for the host's share of what the guest kept paying for (packages/shared/payouts). A stay refunded
 * in full is never paid; a host without an enabled account waits (paid once it is enabled).
 *
 * Safe under retries and two runs at once: a run claims a stay with a lease before calling Stripe,
 * the Transfer carries an idempotency key per booking (a second call returns the same transfer),
 * a stay tried before is first looked up by its transfer group (Stripe forgets keys after 24 h),
 * and the booking records one transfer id only.
 */

const BATCH = 50;
const MAX_BATCHES = 4;
/** Longer than a run's Stripe calls take; a run that died frees its stays after this. */
const LEASE_MS = 5 * 60_000;
/** A failed transfer is tried again this much later. */
const RETRY_AFTER_MS = 60 * 60_000;

export interface PayoutRunSummary {
  [key: string]: number;
  due: number;
  paid: number;
  paidCents: number;
  awaitingAccount: number;
  nothingOwed: number;
  skipped: number;
  failed: number;
}

export async function payDueStays(nowMs: number): Promise<PayoutRunSummary> {
  const summary: PayoutRunSummary = { due: 0, paid: 0, paidCents: 0, awaitingAccount: 0, nothingOwed: 0, skipped: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await listDuePayouts(nowMs, BATCH);
    summary.due += due.length;
    let progressed = 0;
    for (const entry of due) {
      const outcome = await payOne(entry.bookingId, entry.queueAtMs, nowMs);
      if (outcome.kind === 'paid') {
        summary.paid++;
        summary.paidCents += outcome.amount;
      } else if (outcome.kind === 'awaiting-account') summary.awaitingAccount++;
      else if (outcome.kind === 'nothing-owed') summary.nothingOwed++;
      else if (outcome.kind === 'failed') summary.failed++;
      else summary.skipped++;
      // Entries this run could not settle (another run holds them, or a retry later) stop the loop.
      if (outcome.kind !== 'skipped' && outcome.kind !== 'failed') progressed++;
    }
    if (due.length < BATCH || progressed === 0) break;
  }
  return summary;
}

type PayOutcome =
  | { kind: 'paid'; amount: number }
  | { kind: 'awaiting-account' }
  | { kind: 'nothing-owed' }
  | { kind: 'failed' }
  | { kind: 'skipped'; why: string };

async function payOne(bookingId: string, queueAtMs: number, nowMs: number): Promise<PayOutcome> {
  const current = await getBooking(bookingId);
  if (!current || current.payoutStatus !== 'scheduled' || current.payoutQueueAtMs !== queueAtMs) {
    // Settled already, or moved to a later time: this entry is left over.
    if (!current || current.payoutQueueAtMs !== queueAtMs) await forgetDuePayout(queueAtMs, bookingId);
    return { kind: 'skipped', why: 'settled' };
  }
  const claim = await claimPayout(bookingId, nowMs, LEASE_MS);
  if (!claim) return { kind: 'skipped', why: 'held by another run' };
  const booking = claim.booking;
  // Issue 37: a credit stay's host earns its credits (never for a cancelled stay); a swap moves no money.
  if (booking.payer === 'credits' || booking.payer === 'swap') {
    await settleExchangeStay(booking);
    return { kind: 'nothing-owed' };
  }

  const quote = payoutFor({ ...booking, commissionBasisPoints: booking.commissionBasisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS });
  if (quote.amount <= 0) {
    await recordNoPayout(booking);
    logger.info('payout: nothing owed', { bookingId, reason: quote.reason });
    return { kind: 'nothing-owed' };
  }
  // Issue 37 (ADR 0160): the company's reward for hosting a colleague's business stay, decided once; cash goes with this payout.
  const reward = await rewardHostOfStay(booking);
  const rewardCents = reward?.kind === 'cash' ? reward.amount : 0;
  const account = await getPayoutAccount(booking.hostId);
  if (!account || account.state !== 'enabled') {
    await recordAwaitingAccount(booking);
    logger.info('payout: waiting for the host account', { bookingId, hostId: booking.hostId, accountState: account?.state ?? 'none' });
    return { kind: 'awaiting-account' };
  }

  try {
    const transfer = await transferOnce(booking, account.stripeAccountId, quote.amount + rewardCents, claim.earlierAttempts > 0, rewardCents);
    // The booking's payout is the stay's share; the reward is on the booking apart.
    const recorded = await recordPayoutPaid(booking, { id: transfer.id, amount: transfer.amountCents - rewardCents, createdIso: new Date(transfer.createdMs).toISOString() });
    if (!recorded) {
      // Never expected: another transfer id is on record. Loud, and nothing else is sent.
      logger.error('payout: the booking records another transfer', { bookingId, transferId: transfer.id });
      return { kind: 'failed' };
    }
    logger.info('payout: paid', { bookingId, transferId: transfer.id, amount: transfer.amountCents, rewardCents, reason: quote.reason });
    return { kind: 'paid', amount: transfer.amountCents };
  } catch (error) {
    const message = isProviderError(error) ? `${error.code ?? error.type}: ${error.message}` : (error as Error).message;
    logger.error('payout: transfer failed; tried again later', { bookingId, error: error as Error });
    await recordPayoutRetry(booking, message, nowMs + RETRY_AFTER_MS);
    return { kind: 'failed' };
  }
}

/** The stay's one transfer: found by its group when tried before, else created with the booking's key. */
async function transferOnce(booking: BookingRecord, destination: string, amount: number, triedBefore: boolean, rewardCents: number): Promise<TransferSummary> {
  const transferGroup = `booking_${booking.id}`;
  if (triedBefore) {
    const existing = await findTransferByGroup(transferGroup);
    if (existing) return existing;
  }
  if (!booking.paymentIntentId || rewardCents > 0) {
    // Issue 34: a business stay on its company's invoice has no charge to draw from: the platform's balance pays.
    // Issue 37: so does one with a cash reward (more than its charge may hold; the company's invoice bills the reward).
    if (booking.payer !== 'company') throw new Error(`booking ${booking.id} has no payment`);
    return createTransfer({
      amountCents: amount,
      currency: booking.currency,
      destinationAccountId: destination,
      transferGroup,
      description: `Payout: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
      metadata: { bookingId: booking.id, hostId: booking.hostId },
      idempotencyKey: `payout-${booking.id}`,
    });
  }
  const intent = await retrievePaymentIntent(booking.paymentIntentId);
  const charge = intent.latestChargeId;
  if (!charge) throw new Error(`payment ${booking.paymentIntentId} of booking ${booking.id} has no charge`);
  return createTransfer({
    amountCents: amount,
    currency: booking.currency,
    destinationAccountId: destination,
    sourceChargeId: charge,
    transferGroup,
    description: `Payout: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
    metadata: { bookingId: booking.id, hostId: booking.hostId },
    idempotencyKey: `payout-${booking.id}`,
  });
}
