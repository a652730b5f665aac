import type { OutgoingMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { getBooking } from '../../store/bookings';
import type { OutboxMail } from '../../store/outbox';
import { getUser } from '../../store/users';
import { getListing } from '../../store/listings';
import { fullAddress } from '@worknest/shared/arrival-rules';
import {
  guestConfirmationMail,
  hostNotificationMail,
  refundMail,
  requestClosedGuestMail,
  requestHostMail,
  requestWithdrawnHostMail,
  stayCancelledGuestMail,
  stayCancelledHostMail,
  type RefundReason,
} from '../bookings/booking-mails';
import { rejectionMail } from '../approvals/approval-mails';
import { approvalRequestOutboxMail } from '../approvals/approval-request-outbox-mail';

/**
 * Renders an outbox item into the e-mail it stands for (issue 33), from the booking and its
 * members as they are when it is sent. Null when there is nobody to send it to any more (the
 * booking or a member was erased meanwhile): the sender records it as skipped.
 */
export async function renderOutboxMail(mail: OutboxMail, nowMs: number): Promise<OutgoingMail | null> {
  // Issue 35: the approver's request, with links signed now (ADR 0193).
  if (mail.kind === 'approval-request-approver') return mail.recipientId ? approvalRequestOutboxMail(mail.bookingId, mail.recipientId, nowMs) : null;
  // Not an e-mail: its sender writes the approvers' items (domain/outbox/approval-request-fan-out.ts).
  if (mail.kind === 'approval-requested') return null;
  const booking = await getBooking(mail.bookingId);
  if (!booking) return null;
  const [guest, host] = await Promise.all([getUser(booking.guestId), getUser(booking.hostId)]);
  if (!guest || !host) return null;
  const appOrigin = requireEnv(ENV.appOrigin);
  switch (mail.kind) {
    case 'booking-confirmed-guest': {
      // Issue 41: the address and the arrival guide, while the stay is still confirmed.
      const listing = booking.status === 'confirmed' ? await getListing(booking.listingId) : null;
      return guestConfirmationMail(booking, guest, host, appOrigin, listing ? { address: fullAddress(listing), guide: listing.arrivalGuide } : null);
    }
    case 'booking-confirmed-host':
      return hostNotificationMail(booking, guest, host, appOrigin);
    case 'booking-refunded-guest':
      return refundMail(booking, guest, appOrigin, (mail.reason ?? 'nights-taken') as RefundReason);
    case 'request-received-host':
      return requestHostMail(booking, guest, host, appOrigin);
    case 'request-closed-guest':
      return requestClosedGuestMail(booking, guest, appOrigin, mail.reason === 'expired' ? 'expired' : 'declined');
    case 'request-withdrawn-host':
      return requestWithdrawnHostMail(booking, guest, host, appOrigin);
    case 'stay-cancelled-guest':
      return stayCancelledGuestMail(booking, guest, appOrigin);
    case 'stay-cancelled-host':
      return stayCancelledHostMail(booking, guest, host, appOrigin);
    case 'approval-rejected-guest': {
      // Issue 35: the first decision is kept on the booking (who, and the reason).
      const decision = booking.approval;
      if (!decision || decision.outcome !== 'rejected') return null;
      const byName = decision.by === 'approver' ? (decision.byName ?? 'An approver') : null;
      return rejectionMail({ traveller: guest, booking, reason: decision.reason ?? '', byName });
    }
  }
}
