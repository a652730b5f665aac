import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingStatus } from '@worknest/shared/booking';
import {
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_LISTING_TIME_ZONE,
  type BookingMode,
  type CancellationPolicy,
  type Canceller,
} from '@worknest/shared/cancellation';
import type { PayoutStatus } from '@worknest/shared/payout-rules';
import type { Payer } from '@worknest/shared/business-stay-rules';
import type { BillingMode } from '@worknest/shared/company-billing-rules';
import type { HostRewardGrant } from '@worknest/shared/credit-rules';
import type { ApprovalDecision, DeadlineOutcome, PolicyReason } from '@worknest/shared/travel-policy-rules';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * Bookings (docs/data-model.md, "Bookings"). A booking item keeps a snapshot of what was booked
 * (listing title, place, price) so a guest's trips read without joining listings, and so the
 * amount a payment must match never changes after creation.
 */
export interface BookingRecord {
  id: string;
  listingId: string;
  guestId: string;
  hostId: string;
  companyDomain: string;
  listingTitle: string;
  city: string | null;
  country: string | null;
  listingImage: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  numberOfGuests: number;
  status: BookingStatus;
  isPaid: boolean;
  pricePerNight: number;
  accommodationAmount: number;
  serviceFee: number;
  totalAmount: number;
  currency: 'eur';
  /** The spec's `stripeSessionId` ("payment session reference"): the PaymentIntent id. */
  paymentIntentId: string | null;
  holdExpiresAt: string;
  holdExpiresAtMs: number;
  /** Set when a failed or cancelled payment gave the nights back before the hold ran out. */
  holdsReleasedAt: string | null;
  lastPaymentError: string | null;
  specialRequests: string | null;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  refundedAt: string | null;
  refundId: string | null;
  /** Why the payment went back (`nights-taken`, `payment-mismatch`, `listing-deleted`). */
  refundReason: string | null;
  // Issue 17: the terms the checkout showed (a snapshot of the listing's), cancellations and requests.
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  timeZone: string;
  /** Who cancelled a paid stay (null for an unpaid checkout left by its guest). */
  cancelledBy: Canceller | null;
  cancelledById: string | null;
  /** Cents decided at cancellation; `refundId` is set once Stripe made the refund (0: nothing to refund). */
  refundedAmount: number | null;
  /** A request's deadline for the host's answer. */
  requestExpiresAt: string | null;
  requestExpiresAtMs: number | null;
  /** When a request was accepted, declined or expired. */
  decidedAt: string | null;
  // Issue 21: the split of the payment, decided at creation, and the host's payout.
  /** The commission rate the booking was created under (null: created before issue 21, the default applies). */
  commissionBasisPoints: number | null;
  commissionAmount: number | null;
  /** Commission + service fee. */
  platformFeeAmount: number | null;
  /** Accommodation − commission, before any refund. */
  hostPayoutAmount: number | null;
  payoutStatus: PayoutStatus | null;
  /** 24 h after check-out (listing time). */
  payoutDueAtMs: number | null;
  /** The payout queue's key time while the stay waits in it (the due time, or a retry's). */
  payoutQueueAtMs: number | null;
  /** Cents transferred (set with the transfer). */
  payoutAmount: number | null;
  transferId: string | null;
  paidOutAt: string | null;
  payoutReversedAmount: number | null;
  /** The last transfer attempt's failure, while it is retried. */
  payoutError: string | null;
  // Issue 34: business stays, paid by the guest's company.
  /** `self` (the guest's card) or `company`; bookings stored before issue 34 are `self`. */
  payer: Payer;
  /** A business stay's purpose and cost centre (a code of the company's list). */
  purpose: string | null;
  costCentre: string | null;
  /** How the company paid: its card on file (`paymentIntentId` is the off-session charge) or its monthly invoice. */
  billingMode: BillingMode | null;
  /** The company's monthly invoice the stay's lines are on, and the lines (invoice items). */
  invoiceId: string | null;
  invoiceItemId: string | null;
  feeItemId: string | null;
  // Issue 37: stays paid in home-exchange credits (`payer: credits`) and the two halves of a swap (`payer: swap`).
  /** The credits a credit stay took from the guest (nights × the company's cost of a night); null otherwise. */
  creditsAmount: number | null;
  /** The swap a `payer: swap` stay is a half of; null otherwise. */
  swapId: string | null;
  /** Issue 37 (ADR 0160): the company's reward to the host of a business stay, granted once by the payouts job (cash: cents, paid with the stay's payout). */
  hostReward: HostRewardGrant | null;
  /** The cash reward's line on the company's monthly invoice. */
  rewardInvoiceItemId: string | null;
  // Issue 35: the travel policy check of a business stay at creation, and its approval.
  /** True when the stay broke the company's travel policy when it was created (null: a private stay, or older). */
  outOfPolicy: boolean | null;
  policyReasons: PolicyReason[] | null;
  /** The traveller's reason for an out-of-policy trip. */
  justification: string | null;
  /** While `awaiting_approval`: when the expire-approvals job applies `approvalOnDeadline` (the policy's, fixed at creation). */
  approvalDeadlineAtMs: number | null;
  approvalDeadlineAt: string | null;
  approvalOnDeadline: DeadlineOutcome | null;
  /** How the approval ended (the first decision; a second answers 409 with it). */
  approval: ApprovalDecision | null;
  /**
   * A request's withdrawal under way: recorded before the authorization is cancelled at Stripe, so
   * that `payment_intent.canceled`, if it arrives first, finishes it as a withdrawal (not a decline).
   */
  withdrawal?: { by: Exclude<Canceller, 'host'>; byId: string } | null;
}

const bookingFields = [
  'id', 'listingId', 'guestId', 'hostId', 'companyDomain', 'listingTitle', 'city', 'country', 'listingImage', 'checkIn',
  'checkOut', 'nights', 'numberOfGuests', 'status', 'isPaid', 'pricePerNight', 'accommodationAmount', 'serviceFee',
  'totalAmount', 'currency', 'paymentIntentId', 'holdExpiresAt', 'holdExpiresAtMs', 'holdsReleasedAt', 'lastPaymentError',
  'specialRequests', 'createdAt', 'updatedAt', 'confirmedAt', 'cancelledAt', 'refundedAt', 'refundId', 'refundReason',
  'cancellationPolicy', 'bookingMode', 'timeZone', 'cancelledBy', 'cancelledById', 'refundedAmount', 'requestExpiresAt',
  'requestExpiresAtMs', 'decidedAt', 'commissionBasisPoints', 'commissionAmount', 'platformFeeAmount', 'hostPayoutAmount',
  'payoutStatus', 'payoutDueAtMs', 'payoutQueueAtMs', 'payoutAmount', 'transferId', 'paidOutAt', 'payoutReversedAmount', 'payoutError',
  'payer', 'purpose', 'costCentre', 'billingMode', 'invoiceId', 'invoiceItemId', 'feeItemId', 'creditsAmount', 'swapId', 'hostReward', 'rewardInvoiceItemId',
  'outOfPolicy', 'policyReasons', 'justification', 'approvalDeadlineAtMs', 'approvalDeadlineAt', 'approvalOnDeadline', 'approval',
  'withdrawal',
] as const satisfies readonly (keyof BookingRecord)[];

export function toBooking(item: Record<string, unknown>): BookingRecord {
  const booking = {} as Record<string, unknown>;
  for (const field of bookingFields) booking[field] = item[field] ?? null;
  // Bookings stored before issue 17 were instant and flexible, in UTC.
  booking.cancellationPolicy ??= DEFAULT_CANCELLATION_POLICY;
  booking.bookingMode ??= DEFAULT_BOOKING_MODE;
  booking.timeZone ??= DEFAULT_LISTING_TIME_ZONE;
  booking.payer ??= 'self';
  return booking as unknown as BookingRecord;
}


export async function getBooking(bookingId: string): Promise<BookingRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.booking(bookingId), ConsistentRead: true }));
  return Item ? toBooking(Item) : null;
}

/** Records the booking's PaymentIntent and the lookup item from the intent to the booking. */
export async function attachPaymentIntent(bookingId: string, paymentIntentId: string): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.booking(bookingId),
            UpdateExpression: 'SET paymentIntentId = :pi, updatedAt = :now',
            // The same intent again is fine (an idempotent retry created the same one).
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(paymentIntentId) OR paymentIntentId = :pi)',
            ExpressionAttributeValues: { ':pi': paymentIntentId, ':now': nowIso() },
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.paymentIntentBooking(paymentIntentId), type: 'paymentIntentBooking', bookingId } } },
      ],
    }),
  );
}

export async function getBookingIdByPaymentIntent(paymentIntentId: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.paymentIntentBooking(paymentIntentId), ConsistentRead: true }));
  return Item ? String(Item.bookingId) : null;
}

/**
 * Records who is withdrawing a request, while it is still `requested` (false once it is not): the
 * step before Stripe's cancel, read by `payment_intent.canceled` (booking-requests.ts). Not a status change.
 */
export async function recordWithdrawal(bookingId: string, withdrawal: { by: Exclude<Canceller, 'host'>; byId: string }, nowIsoValue: string = nowIso()): Promise<boolean> {
  return updateIf({
    Key: keys.booking(bookingId),
    UpdateExpression: 'SET withdrawal = :withdrawal, updatedAt = :now',
    ConditionExpression: '#status = :requested',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':withdrawal': withdrawal, ':now': nowIsoValue, ':requested': 'requested' },
  });
}

/**
 * Notes Stripe's refund of a cancelled stay (the cancel call, a retry, or `charge.refunded`): the
 * first id stays. True only for the call that recorded it, so the refund is counted once (cancel-stay.ts).
 */
export async function recordStayRefund(bookingId: string, refundId: string, nowIsoValue: string = nowIso()): Promise<boolean> {
  return updateIf({
    Key: keys.booking(bookingId),
    UpdateExpression: 'SET refundId = :refundId, refundedAt = if_not_exists(refundedAt, :now), updatedAt = :now',
    ConditionExpression: '#status = :cancelled AND attribute_exists(cancelledBy) AND attribute_not_exists(refundId)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':refundId': refundId, ':now': nowIsoValue, ':cancelled': 'cancelled' },
  });
}

/** Who owns a booking's nights (store/nights). */
export function nightOwner(booking: BookingRecord) {
  return { listingId: booking.listingId, bookingId: booking.id, guestId: booking.guestId };
}

