import type { CancellationPreview } from '@worknest/shared/cancellation';
import { previewCancellation } from '../../domain/bookings/preview-cancellation';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { bookingIdParams } from './booking-inputs';

/**
 * `GET /api/bookings/{id}/cancellation` (issue 17): what cancelling now would refund, in cents,
 * for the caller (the guest under the policy, the host or an admin with a full refund), with the
 * policy and the next deadline. A booking that is not the caller's: 404. A pure read (issue 30).
 */
export const handler = defineHandler({ params: bookingIdParams }, async ({ params, session }): Promise<CancellationPreview> =>
  previewCancellation(params.id, session, nowMs()),
);
