import { countNights, formatStayDate, stayNights } from '@worknest/shared/booking-rules';
import type { CreatePaymentIntentRequest } from '@worknest/shared/booking';
import { BOOKING_REQUEST_TTL_MS } from '@worknest/shared/cancellation-rules';
import { CREDIT_MESSAGES, entryKey, listingTakes, notEnoughCredits, stayCredits } from '@worknest/shared/credit-rules';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { nowMs as clockNow } from '../../clock';
import { isTransactionConflictOnly } from '../../store/conditional';
import { creditItemsWithStatus, creditOutcomeOf, getCreditBalance, type LedgerWrite } from '../../store/credits';
import { releaseHeldNights } from '../../store/nights';
import { outboxMailItem, type OutboxPut } from '../../store/outbox';
import { waitAfterConflict } from '../../store/transact';
import { datesUnavailable } from '../bookings/booking-errors';
import { createBooking } from '../bookings/create-booking';
import { ensureAvailable } from '../bookings/ensure-available';
import { ensureBookable } from '../bookings/ensure-bookable';
import { confirmWithNights, markCheckoutCancelled, markRequested, type ConfirmOutcome } from '../bookings/lifecycle';
import { confirmationMails, notifyConfirmed } from '../bookings/notify-confirmed';
import { ConflictError, NotFoundError } from '../errors';
import { LISTING_NOT_FOUND } from '../listings/find-visible-listing';
import type { Viewer } from '../listings/viewer';
import { ensureStarterCredits, runningProgramme } from './ledger';

/**
 * Issue 37: `POST /api/credit-stays` (ADR 0141). The stay is checked exactly as a checkout checks
 * it (ensureBookable, ensureAvailable, createBooking holding its nights, every amount 0: no money
 * moves), then its credits are taken from the guest's balance IN the lifecycle's status write:
 * the ledger's three items (idempotency guard `<booking>#stay`, entry, balance with
 * `balance >= :cost`) go in the same transaction as the nights and the status, so the stay and
 * its debit commit together or not at all, and the balance never goes below 0 however many stays
 * are booked at once. The read of the balance before is only for a quick, clear 409.
 */

/** DynamoDB cancels transactions that meet on the same balance item; each says nothing about the outcome. */
const CONFLICT_RETRIES = 3;

function creditsShort(needed: number, balance: number): ConflictError {
  return new ConflictError(notEnoughCredits(needed, balance), 'not_enough_credits');
}

function stayDebit(booking: BookingRecord, cost: number, nowMs: number): LedgerWrite {
  return {
    userId: booking.guestId,
    key: entryKey('stay', booking.id),
    amount: -cost,
    kind: 'stay',
    bookingId: booking.id,
    note: `${booking.listingTitle}, ${formatStayDate(booking.checkIn)} – ${formatStayDate(booking.checkOut)}`,
    atMs: nowMs,
  };
}

export async function bookCreditStay(guest: Viewer, input: CreatePaymentIntentRequest): Promise<BookingRecord> {
  const programme = await runningProgramme(guest.companyDomain);
  const listing = await ensureBookable(input.listingId, guest);
  // Issue 37 (ADR 0161): the host's list (null: the default, everything the company runs).
  if (!listingTakes(listing.accepts, 'credits')) throw new ConflictError(CREDIT_MESSAGES.listingRefusesCredits, 'credits_not_accepted');
  const cost = stayCredits(countNights(input.checkIn, input.checkOut), listing.rentalType, programme.nightCost);
  await ensureStarterCredits(guest.userId, programme);
  const balance = await getCreditBalance(guest.userId);
  if (balance < cost) throw creditsShort(cost, balance);

  const now = clockNow();
  const stay = { listingId: input.listingId, checkIn: input.checkIn, checkOut: input.checkOut, numberOfGuests: input.numberOfGuests };
  await ensureAvailable(listing, stay, guest.userId, now);
  const booking = await createBooking(listing, guest.userId, stay, now, undefined, undefined, { payer: 'credits', creditsAmount: cost });
  // Another stay may have spent the credits while this one held its nights: a cheap read spares a doomed transaction (the write's condition still decides).
  if ((await getCreditBalance(guest.userId)) < cost) return refuseShort(booking, cost);
  const debit = creditItemsWithStatus([stayDebit(booking, cost, now)]);
  const result = booking.bookingMode === 'request' ? await sendRequest(booking, cost, debit, now) : await confirmNow(booking, cost, debit, now);
  logger.info('credit stay booked', { bookingId: result.id, credits: cost, status: result.status });
  return result;
}

async function confirmNow(booking: BookingRecord, cost: number, debit: OutboxPut[], now: number): Promise<BookingRecord> {
  let outcome: ConfirmOutcome | 'credits-short';
  for (let attempt = 0; ; attempt++) {
    try {
      outcome = await confirmWithNights(booking, now, [...confirmationMails(booking.id, now), ...debit], 'credits-spent');
      break;
    } catch (error) {
      if (creditOutcomeOf(error, 1) === 'below-zero') {
        outcome = 'credits-short';
        break;
      }
      if (!isTransactionConflictOnly(error) || attempt >= CONFLICT_RETRIES) {
        await giveBack(booking);
        throw error;
      }
      await waitAfterConflict(attempt + 2);
    }
  }
  if (outcome === 'credits-short') return refuseShort(booking, cost);
  if (outcome !== 'confirmed') {
    await giveBack(booking);
    if (outcome === 'listing-gone') throw new NotFoundError(LISTING_NOT_FOUND);
    throw datesUnavailable();
  }
  const confirmed = (await getBooking(booking.id)) ?? booking;
  await notifyConfirmed(confirmed);
  return confirmed;
}

async function sendRequest(booking: BookingRecord, cost: number, debit: OutboxPut[], now: number): Promise<BookingRecord> {
  const mail = outboxMailItem({ kind: 'request-received-host', bookingId: booking.id }, now);
  let outcome: Awaited<ReturnType<typeof markRequested>> | undefined;
  for (let attempt = 0; outcome === undefined; attempt++) {
    try {
      outcome = await markRequested(booking, now, now + BOOKING_REQUEST_TTL_MS, [mail, ...debit], 'credit-request-sent');
    } catch (error) {
      if (!isTransactionConflictOnly(error) || attempt >= CONFLICT_RETRIES) {
        await giveBack(booking);
        throw error;
      }
      await waitAfterConflict(attempt + 2);
    }
  }
  if (outcome !== 'requested') {
    // The store reports any failed condition after the status as nights taken: the balance may be why.
    if ((await getCreditBalance(booking.guestId)) < cost) return refuseShort(booking, cost);
    await giveBack(booking);
    throw datesUnavailable();
  }
  return (await getBooking(booking.id)) ?? booking;
}

/** Another stay spent the credits meanwhile: the nights go back, the checkout ends (`credits-short`), 409. */
async function refuseShort(booking: BookingRecord, cost: number): Promise<never> {
  await giveBack(booking);
  await markCheckoutCancelled(booking, 'credits-short');
  throw creditsShort(cost, await getCreditBalance(booking.guestId));
}

async function giveBack(booking: BookingRecord): Promise<void> {
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
}
