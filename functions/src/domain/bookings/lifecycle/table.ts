import { bookingStatuses, type BookingStatus } from '@worknest/shared/booking-rules';

/**
 * THE booking lifecycle (issue 30): every state a booking can be in, every transition between
 * them, who or what triggers it, what must hold first (the guard) and what it does (its effects).
 * Every status write goes through `takeStep` (./step.ts), which refuses a transition this table
 * does not list with a ConflictError naming both states; docs/architecture.md draws this table
 * (its diagram is checked against `lifecycleDiagram()` by lifecycle.test.ts).
 *
 * A new kind of stay (company-paid, approvals, swaps, credit stays) adds its states to
 * `bookingStatuses` (packages/shared/src/booking-rules.ts), its triggers to `TRIGGERS`, and one row per
 * allowed (state, trigger) to `TRANSITIONS` with its guard and effects; the code that runs the
 * effects names the trigger when it writes the status (`takeStep(booking.status, trigger)`).
 */

export const BOOKING_STATES = bookingStatuses;

/** The state every booking is created in (a checkout holding its nights). */
export const INITIAL_STATE = 'pending' satisfies BookingStatus;

/** Who or what fires a trigger. */
export type Actor = 'guest' | 'host' | 'approver' | 'admin' | 'stripe' | 'job' | 'clock';

export const TRIGGERS = {
  'card-authorized': 'A request listing’s card was authorized (the browser’s confirm call, or payment_intent.amount_capturable_updated).',
  'authorized-too-late': 'A request’s card was authorized after another booking took one of its nights.',
  'payment-succeeded': 'The payment went through: an instant booking was paid, or the host’s Accept captured a request’s authorization.',
  'payment-failed': 'The card was declined (payment_intent.payment_failed).',
  'payment-canceled': 'Stripe cancelled the PaymentIntent of a checkout (payment_intent.canceled).',
  'guest-leaves-checkout': 'The guest pressed Cancel in the checkout (POST /api/bookings/cancel).',
  'checkout-superseded': 'The guest started more checkouts than the limits allow: the oldest held ones are cancelled (issue 14).',
  'intent-not-created': 'Stripe could not create the checkout’s PaymentIntent.',
  'payment-refunded': 'A payment that bought no stay went back in full (nights taken, amount mismatch, listing deleted).',
  'host-declines': 'The host declined a request (POST /api/bookings/{id}/decline).',
  'request-expires': 'A request was not answered within 24 hours (the expiry job).',
  'request-withdrawn': 'The guest, or an admin for them, withdrew a request (POST /api/bookings/{id}/cancellation).',
  'guest-cancels-stay': 'The guest cancelled a confirmed stay (POST /api/bookings/{id}/cancellation).',
  'host-cancels-stay': 'The host cancelled a confirmed stay (POST /api/bookings/{id}/cancellation).',
  'admin-cancels-stay': 'An admin cancelled a confirmed stay (POST /api/bookings/{id}/cancellation).',
  // Issue 34: business stays (POST /api/business-stays), paid by the guest's company.
  'company-card-refused': 'A business stay’s off-session charge of the company card was declined or needed authentication.',
  'company-billed': 'A business stay paid by the company’s monthly invoice was confirmed: an instant one at once, a request when the host accepted.',
  'company-request-sent': 'A business stay on a request listing, paid by invoice, was sent to the host (nothing to authorize).',
  // Issue 37: credit stays (POST /api/credit-stays), paid in the guest's home-exchange credits.
  'credits-spent': 'A credit stay took its credits from the guest’s balance with its nights: an instant one at once; a request when the host accepted (its credits were taken when it was sent).',
  'credit-request-sent': 'A credit stay on a request listing was sent to the host; its credits are taken now and given back if it is declined, expires or is withdrawn.',
  'credits-short': 'The guest’s balance no longer covered a credit stay when its credits were taken (409 ‘You need N credits; you have M’).',
  'swap-accepted': 'The member a swap waited for accepted it (POST /api/swaps/{id}/accept): both halves are written confirmed with their nights, in one transaction with the swap.',
  // Issue 35: business stays that wait for an approver (the company's travel policy).
  'approval-requested': 'A business stay needs approval (the policy says always, or out_of_policy and it is out of policy): it waits for an approver.',
  'approver-approves': 'An approver (HR, or the traveller’s manager; never the traveller) approved it (POST /api/approvals/{bookingId}/approve, or the e-mail’s link page).',
  'deadline-approves': 'The approval deadline passed and the policy said approve (the expire-approvals job).',
  'approver-rejects': 'An approver rejected it with a reason (POST /api/approvals/{bookingId}/reject).',
  'deadline-declines': 'The approval deadline passed and the policy said decline (the expire-approvals job).',
  'approval-withdrawn': 'The traveller withdrew a stay still waiting for approval (POST /api/approvals/{bookingId}/withdraw).',
} as const;

export type Trigger = keyof typeof TRIGGERS;

/** What a transition does besides changing the status. */
export type Effect =
  | 'nights held until the request deadline'
  | 'nights booked'
  | 'nights released'
  | 'nights not yet begun released'
  | 'request listed for the expiry job'
  | 'request leaves the expiry list'
  | 'money captured'
  | 'money refunded in full'
  | 'money refunded under the policy'
  | 'money refunded: nights not yet begun + service fee'
  | 'authorization voided'
  | 'PaymentIntent cancelled'
  | 'payout queued'
  | 'mail: confirmation to guest and host'
  | 'mail: request to host'
  | 'mail: request closed to guest'
  | 'mail: request withdrawn to host'
  | 'mail: refund to guest'
  | 'mail: cancellation to guest and host'
  | 'conversation started'
  | 'conversation line'
  | 'stay notices scheduled'
  | 'invoice lines queued for the company'
  | 'invoice line removed or credited'
  | 'nights held until the approval deadline'
  | 'approval listed for approvers and the deadline job'
  | 'approval leaves the deadline list'
  | 'mail: approval request to approvers'
  | 'mail: rejection to guest'
  | 'business stay goes on (charged or invoiced)'
  | 'credits taken from the guest'
  | 'credits given back to the guest';

export interface Transition {
  from: BookingStatus;
  trigger: Trigger;
  to: BookingStatus;
  by: readonly Actor[];
  /** What must hold for the transition (checked by the code that runs it, before or in the write). */
  guard: string;
  effects: readonly Effect[];
  /** The file that runs it. */
  runBy: string;
}

const CONFIRMED_EFFECTS: readonly Effect[] = [
  'nights booked',
  'payout queued',
  'mail: confirmation to guest and host',
  'conversation started',
  'stay notices scheduled',
];

export const TRANSITIONS: readonly Transition[] = [
  // --- A checkout (pending) -------------------------------------------------------------------
  {
    from: 'pending', trigger: 'payment-succeeded', to: 'confirmed', by: ['guest', 'stripe'],
    guard: 'the PaymentIntent succeeded, is the booking’s and matches its amount; every night is still free (held or released) and the listing exists (else: payment-refunded)',
    effects: CONFIRMED_EFFECTS, runBy: 'confirm-paid-booking.ts',
  },
  {
    from: 'pending', trigger: 'card-authorized', to: 'requested', by: ['guest', 'stripe'],
    guard: 'a request listing; the authorized amount, currency and intent are the booking’s; the nights are still free (else: authorized-too-late)',
    effects: ['nights held until the request deadline', 'request listed for the expiry job', 'mail: request to host'], runBy: 'request-authorized.ts',
  },
  {
    from: 'pending', trigger: 'authorized-too-late', to: 'cancelled', by: ['guest', 'stripe'],
    guard: 'another booking took a night before the authorization landed',
    effects: ['authorization voided', 'nights released'], runBy: 'request-authorized.ts',
  },
  {
    from: 'pending', trigger: 'payment-failed', to: 'pending', by: ['stripe'],
    guard: 'the intent is the booking’s and has not succeeded since (read fresh); the guest may retry with another card',
    effects: ['nights released'], runBy: 'release-booking-holds.ts',
  },
  {
    from: 'pending', trigger: 'payment-canceled', to: 'cancelled', by: ['stripe'],
    guard: 'the intent is the booking’s and is canceled at Stripe (read fresh)',
    effects: ['nights released'], runBy: 'release-booking-holds.ts',
  },
  {
    from: 'pending', trigger: 'guest-leaves-checkout', to: 'cancelled', by: ['guest'],
    guard: 'the booking’s own guest; the intent can still be cancelled (not paid, not processing)',
    effects: ['PaymentIntent cancelled', 'nights released'], runBy: 'cancel-checkout.ts',
  },
  {
    from: 'pending', trigger: 'checkout-superseded', to: 'cancelled', by: ['guest'],
    guard: 'a newer checkout of the same guest went over the live-hold limit; best effort (a failure leaves the hold to run out)',
    effects: ['PaymentIntent cancelled', 'nights released'], runBy: 'checkout-limits.ts',
  },
  {
    from: 'pending', trigger: 'intent-not-created', to: 'cancelled', by: ['guest'],
    guard: 'creating or attaching the PaymentIntent failed (the guest is told the payment provider is unavailable)',
    effects: ['nights released'], runBy: 'start-payment.ts',
  },
  {
    from: 'pending', trigger: 'payment-refunded', to: 'refunded', by: ['guest', 'stripe'],
    guard: 'the payment bought no stay: its nights were taken, it does not match the booking, or the listing was deleted',
    effects: ['money refunded in full', 'nights released', 'mail: refund to guest'], runBy: 'refund-booking.ts',
  },
  {
    from: 'cancelled', trigger: 'payment-refunded', to: 'refunded', by: ['guest', 'stripe'],
    guard: 'a checkout left (or cancelled by Stripe) whose payment succeeded all the same: the money must not stay',
    effects: ['money refunded in full', 'nights released', 'mail: refund to guest'], runBy: 'refund-booking.ts',
  },
  // --- A business stay (issue 34: domain/billing/business-stays.ts) ---------------------------
  {
    from: 'pending', trigger: 'company-card-refused', to: 'cancelled', by: ['guest', 'stripe'],
    guard: 'the company card’s off-session PaymentIntent failed (card_declined, authentication_required): the member is told the card’s message (402)',
    effects: ['nights released'], runBy: 'domain/billing/business-stays.ts',
  },
  {
    from: 'pending', trigger: 'company-billed', to: 'confirmed', by: ['guest'],
    guard: 'an instant listing, the company pays by invoice; every night is still free and the listing exists (else the nights are released and the stay is refused)',
    effects: [...CONFIRMED_EFFECTS, 'invoice lines queued for the company'], runBy: 'domain/billing/business-stays.ts',
  },
  {
    from: 'pending', trigger: 'company-request-sent', to: 'requested', by: ['guest'],
    guard: 'a request listing, the company pays by invoice; the nights are still free',
    effects: ['nights held until the request deadline', 'request listed for the expiry job', 'mail: request to host'], runBy: 'domain/billing/business-stays.ts',
  },
  {
    from: 'requested', trigger: 'company-billed', to: 'confirmed', by: ['host'],
    guard: 'the host accepted an invoice-paid business request before the deadline (Decline, the expiry and a withdrawal race on the booking’s condition: nothing was authorized)',
    effects: ['request leaves the expiry list', ...CONFIRMED_EFFECTS, 'invoice lines queued for the company'], runBy: 'booking-requests.ts (acceptRequest)',
  },
  // --- A credit stay (issue 37: domain/credits/credit-stays.ts) --------------------------------
  {
    from: 'pending', trigger: 'credits-spent', to: 'confirmed', by: ['guest'],
    guard: 'an instant listing that accepts credits; the guest’s balance covers nights × the night’s cost (the balance’s conditional write, in the same transaction as the nights); every night is still free',
    effects: [...CONFIRMED_EFFECTS, 'credits taken from the guest'], runBy: 'domain/credits/credit-stays.ts',
  },
  {
    from: 'pending', trigger: 'credit-request-sent', to: 'requested', by: ['guest'],
    guard: 'a request listing that accepts credits; the balance covers the stay (conditional write, same transaction); the nights are still free',
    effects: ['nights held until the request deadline', 'request listed for the expiry job', 'mail: request to host', 'credits taken from the guest'], runBy: 'domain/credits/credit-stays.ts',
  },
  {
    from: 'pending', trigger: 'credits-short', to: 'cancelled', by: ['guest'],
    guard: 'the balance’s condition failed: another stay spent the credits meanwhile',
    effects: ['nights released'], runBy: 'domain/credits/credit-stays.ts',
  },
  {
    from: 'requested', trigger: 'credits-spent', to: 'confirmed', by: ['host'],
    guard: 'the host accepted a credit request before the deadline (Decline, the expiry and a withdrawal race on the booking’s condition; they give the credits back)',
    effects: ['request leaves the expiry list', ...CONFIRMED_EFFECTS], runBy: 'booking-requests.ts (acceptRequest)',
  },
  // --- The two halves of a swap (issue 37: domain/swaps/swaps.ts) -----------------------------
  {
    from: 'pending', trigger: 'swap-accepted', to: 'confirmed', by: ['guest', 'host'],
    guard: 'the swap is still open and waits for this member; both homes still offer and have free every night of their half (one transaction with both bookings, both sets of nights and the swap: both or neither, else 409)',
    effects: ['nights booked', 'mail: confirmation to guest and host', 'conversation started', 'stay notices scheduled'], runBy: 'domain/swaps/swaps.ts',
  },
  // --- A business stay waiting for approval (issue 35: domain/approvals/approvals.ts) ----------
  {
    from: 'pending', trigger: 'approval-requested', to: 'awaiting_approval', by: ['guest'],
    guard: 'a business stay the company’s travel policy sends to an approver (out of policy: with a justification); the nights are still free; nothing charged',
    effects: ['nights held until the approval deadline', 'approval listed for approvers and the deadline job', 'mail: approval request to approvers'], runBy: 'domain/approvals/request-approval.ts',
  },
  {
    from: 'awaiting_approval', trigger: 'approver-approves', to: 'pending', by: ['approver'],
    guard: 'one of the company’s HR members or the traveller’s manager, never the traveller; not decided before (the write’s condition: a second decision answers 409 with the first)',
    effects: ['approval leaves the deadline list', 'business stay goes on (charged or invoiced)'], runBy: 'domain/approvals/decide-approval.ts',
  },
  {
    from: 'awaiting_approval', trigger: 'deadline-approves', to: 'pending', by: ['job', 'clock'],
    guard: 'the deadline passed undecided and the policy (as it was when the stay was created) said approve',
    effects: ['approval leaves the deadline list', 'business stay goes on (charged or invoiced)'], runBy: 'domain/approvals/decide-approval.ts',
  },
  {
    from: 'awaiting_approval', trigger: 'approver-rejects', to: 'rejected', by: ['approver'],
    guard: 'an approver as above, with a reason (3–500 characters); not decided before',
    effects: ['approval leaves the deadline list', 'nights released', 'mail: rejection to guest'], runBy: 'domain/approvals/decide-approval.ts',
  },
  {
    from: 'awaiting_approval', trigger: 'deadline-declines', to: 'rejected', by: ['job', 'clock'],
    guard: 'the deadline passed undecided and the policy (as it was when the stay was created) said decline',
    effects: ['approval leaves the deadline list', 'nights released', 'mail: rejection to guest'], runBy: 'domain/approvals/decide-approval.ts',
  },
  {
    from: 'awaiting_approval', trigger: 'approval-withdrawn', to: 'cancelled', by: ['guest'],
    guard: 'the booking’s own guest, while nobody has decided',
    effects: ['approval leaves the deadline list', 'nights released'], runBy: 'domain/approvals/decide-approval.ts',
  },
  // --- A request waiting for the host (requested) ---------------------------------------------
  {
    from: 'requested', trigger: 'payment-succeeded', to: 'confirmed', by: ['host', 'stripe'],
    guard: 'the host accepted before the deadline and Stripe captured the authorization (Stripe settles Accept against Decline and the expiry)',
    effects: ['money captured', 'request leaves the expiry list', ...CONFIRMED_EFFECTS], runBy: 'booking-requests.ts (acceptRequest) → confirm-paid-booking.ts',
  },
  {
    from: 'requested', trigger: 'host-declines', to: 'declined', by: ['host', 'stripe'],
    guard: 'the listing’s host; the authorization could still be cancelled (not captured). Stripe’s payment_intent.canceled finishes a decline cut short',
    effects: ['authorization voided', 'nights released', 'request leaves the expiry list', 'mail: request closed to guest', 'credits given back to the guest'], runBy: 'booking-requests.ts',
  },
  {
    from: 'requested', trigger: 'request-expires', to: 'expired', by: ['job', 'clock', 'stripe'],
    guard: 'the 24 hours ran out; the authorization could still be cancelled. Stripe’s payment_intent.canceled finishes an expiry cut short',
    effects: ['authorization voided', 'nights released', 'request leaves the expiry list', 'mail: request closed to guest', 'credits given back to the guest'], runBy: 'booking-requests.ts',
  },
  {
    from: 'requested', trigger: 'request-withdrawn', to: 'cancelled', by: ['guest', 'admin'],
    guard: 'the booking’s guest or an admin (never the host: they decline); the authorization could still be cancelled. Recorded (`withdrawal`) before Stripe’s cancel, so payment_intent.canceled finishes it as a withdrawal',
    effects: ['authorization voided', 'nights released', 'request leaves the expiry list', 'mail: request withdrawn to host', 'conversation line', 'credits given back to the guest'], runBy: 'booking-requests.ts',
  },
  // --- A stay (confirmed) ---------------------------------------------------------------------
  {
    from: 'confirmed', trigger: 'guest-cancels-stay', to: 'cancelled', by: ['guest'],
    guard: 'the booking’s guest, before check-out (listing time)',
    effects: ['money refunded under the policy', 'nights not yet begun released', 'mail: cancellation to guest and host', 'conversation line', 'credits given back to the guest'], runBy: 'cancel-stay.ts',
  },
  {
    from: 'confirmed', trigger: 'host-cancels-stay', to: 'cancelled', by: ['host'],
    guard: 'the listing’s host, before check-out (listing time); a begun stay keeps its begun nights',
    effects: ['money refunded: nights not yet begun + service fee', 'nights not yet begun released', 'mail: cancellation to guest and host', 'conversation line', 'credits given back to the guest'], runBy: 'cancel-stay.ts',
  },
  {
    from: 'confirmed', trigger: 'admin-cancels-stay', to: 'cancelled', by: ['admin'],
    guard: 'an admin, before check-out (listing time); a begun stay keeps its begun nights',
    effects: ['money refunded: nights not yet begun + service fee', 'nights not yet begun released', 'mail: cancellation to guest and host', 'conversation line', 'credits given back to the guest'], runBy: 'cancel-stay.ts',
  },
];

/** The row for this state and trigger, if the table lists one. */
export function transitionFor(from: BookingStatus, trigger: Trigger): Transition | undefined {
  return TRANSITIONS.find((row) => row.from === from && row.trigger === trigger);
}
