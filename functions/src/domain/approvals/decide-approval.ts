import { stayNights } from '@worknest/shared/booking';
import type { ApprovalDecision } from '@worknest/shared/travel-policy-rules';
import { logger } from '../../logging/logger';
import { forgetApprovalDeadline, listApprovalsDue } from '../../store/approvals';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { nowMs as clockNow } from '../../clock';
import { releaseHeldNights } from '../../store/nights';
import { outboxMailItem } from '../../store/outbox';
import { getUser } from '../../store/users';
import { continueApprovedStay } from '../billing/business-stays';
import { fullName } from '../bookings/booking-view';
import { closeApproval, type ApprovalEnd } from '../bookings/lifecycle/approval-writes';
import { ConflictError, DomainError, NotFoundError } from '../errors';
import { APPROVAL_NOT_FOUND, ensureMayDecide, type Approver } from './approvers';

/**
 * Issue 35: an approval's end, once (ADR 0131, 0133): an approver approves (the stay goes on as any
 * business stay) or rejects it with a reason (the nights are released, the traveller gets the
 * reason by e-mail), the traveller withdraws it, or the expire-approvals job applies what the
 * policy said at the deadline. The booking's conditional write keeps the first decision: a second
 * answers 409 naming it.
 */

export const DEADLINE_DECLINE_REASON = 'Nobody decided before the approval deadline.';

/** 409 with the first decision (message and `code`). */
export class AlreadyDecidedError extends ConflictError {
  constructor(readonly decision: ApprovalDecision | null, status: string) {
    super(decidedMessage(decision, status), 'approval_already_decided');
    this.details = { decision, status };
  }
}

function decidedMessage(decision: ApprovalDecision | null, status: string): string {
  if (!decision) return `This stay is not waiting for approval (it is ${status.replace('_', ' ')}).`;
  const who = decision.by === 'deadline' ? 'at the deadline' : decision.by === 'traveller' ? 'by the traveller' : `by ${decision.byName ?? 'an approver'}`;
  return `This stay was already ${decision.outcome} ${who}${decision.reason ? `: ${decision.reason}` : ''}.`;
}

export interface DecisionResult {
  booking: BookingRecord;
  decision: ApprovalDecision;
}

async function waitingBooking(bookingId: string): Promise<BookingRecord> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.payer !== 'company') throw new NotFoundError(APPROVAL_NOT_FOUND);
  return booking;
}

function ensureWaiting(booking: BookingRecord): void {
  if (booking.status !== 'awaiting_approval' || booking.approval) throw new AlreadyDecidedError(booking.approval, booking.status);
}

async function close(booking: BookingRecord, trigger: ApprovalEnd, decision: ApprovalDecision, nowMs: number): Promise<BookingRecord> {
  // A rejection tells the traveller the reason through the outbox, committed with the decision (issue 33).
  const outbox = decision.outcome === 'rejected' ? [outboxMailItem({ kind: 'approval-rejected-guest', bookingId: booking.id }, nowMs)] : [];
  if (!(await closeApproval(booking, trigger, decision, nowMs, outbox))) {
    const now = (await getBooking(booking.id)) ?? booking;
    throw new AlreadyDecidedError(now.approval, now.status);
  }
  if (decision.outcome !== 'approved') await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  return (await getBooking(booking.id)) ?? booking;
}

/** The approved stay goes on; a refusal of the money (card declined) ends it as any business stay's would, and is logged, not thrown at the approver. */
async function goOn(booking: BookingRecord): Promise<BookingRecord> {
  try {
    return await continueApprovedStay(booking);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    logger.info('approved business stay could not go on', { bookingId: booking.id, code: error.code, message: error.message });
    return (await getBooking(booking.id)) ?? booking;
  }
}

export async function approveStay(bookingId: string, approver: Approver, nowMs: number = clockNow()): Promise<DecisionResult> {
  const booking = await waitingBooking(bookingId);
  const traveller = await getUser(booking.guestId);
  ensureMayDecide(approver, booking, traveller);
  ensureWaiting(booking);
  const decision: ApprovalDecision = { outcome: 'approved', by: 'approver', byId: approver.userId, byName: await nameOf(approver.userId), at: new Date(nowMs).toISOString(), reason: null };
  const pending = await close(booking, 'approver-approves', decision, nowMs);
  return { booking: await goOn(pending), decision };
}

export async function rejectStay(bookingId: string, approver: Approver, reason: string, nowMs: number = clockNow()): Promise<DecisionResult> {
  const booking = await waitingBooking(bookingId);
  const traveller = await getUser(booking.guestId);
  ensureMayDecide(approver, booking, traveller);
  ensureWaiting(booking);
  const byName = await nameOf(approver.userId);
  const decision: ApprovalDecision = { outcome: 'rejected', by: 'approver', byId: approver.userId, byName, at: new Date(nowMs).toISOString(), reason };
  return { booking: await close(booking, 'approver-rejects', decision, nowMs), decision };
}

/** The traveller takes back a stay still waiting (its nights are released). */
export async function withdrawStay(bookingId: string, traveller: { userId: string }, nowMs: number = clockNow()): Promise<DecisionResult> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.guestId !== traveller.userId) throw new NotFoundError(APPROVAL_NOT_FOUND);
  ensureWaiting(booking);
  const decision: ApprovalDecision = { outcome: 'withdrawn', by: 'traveller', byId: traveller.userId, byName: null, at: new Date(nowMs).toISOString(), reason: null };
  return { booking: await close(booking, 'approval-withdrawn', decision, nowMs), decision };
}

/** The expire-approvals job: what the policy said at the stay's creation, once its deadline passed. */
export async function applyDeadline(bookingId: string, nowMs: number = clockNow()): Promise<'approved' | 'rejected' | 'skipped'> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.status !== 'awaiting_approval' || booking.approval) return 'skipped';
  if (booking.approvalDeadlineAtMs === null || booking.approvalDeadlineAtMs > nowMs) return 'skipped';
  // (the deadline list's entry of a stay still waiting is taken off by its decision below)
  const at = new Date(nowMs).toISOString();
  try {
    if (booking.approvalOnDeadline === 'approve') {
      const pending = await close(booking, 'deadline-approves', { outcome: 'approved', by: 'deadline', byId: null, byName: null, at, reason: null }, nowMs);
      await goOn(pending);
      return 'approved';
    }
    await close(booking, 'deadline-declines', { outcome: 'rejected', by: 'deadline', byId: null, byName: null, at, reason: DEADLINE_DECLINE_REASON }, nowMs);
    return 'rejected';
  } catch (error) {
    if (error instanceof AlreadyDecidedError) return 'skipped';
    throw error;
  }
}

async function nameOf(userId: string): Promise<string | null> {
  const user = await getUser(userId);
  return user ? (fullName(user) ?? user.email) : null;
}

/** The expire-approvals job's run: every approval past its deadline (100 a run, oldest first). */
export async function expireDueApprovals(nowMs: number): Promise<{ approved: number; rejected: number; skipped: number; failed: number }> {
  const summary = { approved: 0, rejected: 0, skipped: 0, failed: 0 };
  for (const due of await listApprovalsDue(nowMs, 100)) {
    try {
      const outcome = await applyDeadline(due.bookingId, nowMs);
      // A stay decided meanwhile (or gone) leaves the list here, if its decision did not take it off.
      if (outcome === 'skipped') await forgetApprovalDeadline(due.deadlineMs, due.bookingId);
      summary[outcome]++;
    } catch (error) {
      summary.failed++;
      logger.error('expire-approvals: could not apply the deadline', { bookingId: due.bookingId, error: error as Error });
    }
  }
  return summary;
}
