import { sendMail, type OutgoingMail } from '../../adapters/mail';
import { logger } from '../../logging/logger';
import { claimOutboxMail, deleteSentOutboxMail, getOutboxMail, markOutboxMailSent, releaseOutboxMail, type OutboxRecord } from '../../store/outbox';
import { fanOutApprovalRequests } from './approval-request-fan-out';
import { renderOutboxMail } from './outbox-mails';

/**
 * How long a claim keeps other senders off an item. Longer than the sender's timeout (30 s), so a
 * live sender is never overtaken; a sender that died mid-send leaves its claim, and the item is
 * sent again only after this (see the protocol below).
 */
export const OUTBOX_LEASE_MS = 2 * 60 * 1000;

/** `claim-lost`: another sender took the item over (its lease ran out mid-way): it decides from here. */
export type OutboxSendOutcome = 'sent' | 'skipped' | 'rejected' | 'already-sent' | 'gone' | 'claim-lost';

/**
 * SES errors that a retry cannot fix (this message or address is refused): recorded as `rejected`
 * instead of retried, so one bad address does not hold up the e-mails behind it in the stream.
 */
const PERMANENT_SES_ERRORS = new Set(['MessageRejected', 'BadRequestException', 'NotFoundException']);

/** A claim held by another sender that is still within its lease: the record is retried later. */
export class OutboxBusyError extends Error {
  constructor(id: string) {
    super(`outbox item ${id} is being sent by another invocation`);
    this.name = 'OutboxBusyError';
  }
}

/**
 * Sends one outbox e-mail once (issue 33; docs/adr/0082-transactional-outbox.md):
 *
 * 1. Read the item (strongly consistent). Gone: it was sent and deleted. `sent`: only step 5 is left.
 * 2. Claim it: `pending` (or `sending` with an expired lease) → `sending` with a token. Someone
 *    else's live claim: throw, so the stream retries the record after that sender is done.
 * 3. Render and send through SES. SES fails: back to `pending` and throw (the stream retries).
 * 4. The sent marker: `sending` → `sent`, conditional on our token.
 * 5. Delete the item.
 *
 * A sender killed after 4 leaves a `sent` item: the retry only deletes it (no second e-mail). A
 * sender killed between SES's answer and 4 leaves a claim: after the lease the item is sent again,
 * the one window (milliseconds) where a duplicate is possible; without it, a mail could be lost.
 */
export async function sendOutboxMail(id: string, nowMs: number, send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<OutboxSendOutcome> {
  const item = await getOutboxMail(id);
  if (!item) return 'gone';
  if (item.state === 'sent') {
    await deleteSentOutboxMail(id);
    return 'already-sent';
  }
  const token = await claimOutboxMail(id, nowMs, OUTBOX_LEASE_MS);
  if (!token) {
    const current = await getOutboxMail(id);
    if (!current) return 'gone';
    if (current.state === 'sent') {
      await deleteSentOutboxMail(id);
      return 'already-sent';
    }
    throw new OutboxBusyError(id);
  }
  if (item.kind === 'approval-requested') return fanOut(item, token, nowMs);
  const mail = await renderOutboxMail(item, nowMs);
  let outcome: 'sent' | 'skipped' | 'rejected' = mail ? 'sent' : 'skipped';
  if (mail) {
    try {
      await send(mail);
    } catch (error) {
      if (PERMANENT_SES_ERRORS.has((error as Error)?.name)) {
        logger.error('outbox e-mail refused by SES; not retried', { outboxId: id, kind: item.kind, error: error as Error });
        outcome = 'rejected';
      } else {
        await releaseOutboxMail(id, token, (error as Error)?.message ?? String(error));
        throw error;
      }
    }
  }
  if (!(await markOutboxMailSent(id, token, new Date(nowMs).toISOString(), outcome))) {
    // Our lease ran out mid-send and another sender claimed it: it decides from here.
    logger.warn('outbox claim lost while sending', { outboxId: id, kind: item.kind });
    return outcome;
  }
  if (!mail) logger.warn('outbox e-mail skipped: the booking or a member is gone, or the stay was decided before its approval request went', { outboxId: id, kind: item.kind, bookingId: item.bookingId });
  await deleteSentOutboxMail(id);
  return outcome;
}

/**
 * An `approval-requested` item (ADR 0193): steps 3 and 4 write one outbox item per approver
 * instead of sending (store/outbox-fan-out.ts); each is then sent by the protocol above. A failed
 * write puts the item back to pending (the items written so far stay, behind its cursor).
 */
async function fanOut(item: OutboxRecord, token: string, nowMs: number): Promise<OutboxSendOutcome> {
  let outcome: 'sent' | 'skipped' | 'claim-lost';
  try {
    // Read again under our claim: a sender whose lease ran out may have moved the cursor since.
    const claimed = await getOutboxMail(item.id);
    outcome = claimed ? await fanOutApprovalRequests(claimed, token, nowMs) : 'claim-lost';
  } catch (error) {
    await releaseOutboxMail(item.id, token, (error as Error)?.message ?? String(error));
    throw error;
  }
  if (outcome === 'claim-lost' || !(await markOutboxMailSent(item.id, token, new Date(nowMs).toISOString(), outcome))) {
    logger.warn('outbox claim lost while fanning out', { outboxId: item.id, kind: item.kind });
    return 'claim-lost';
  }
  await deleteSentOutboxMail(item.id);
  return outcome;
}
