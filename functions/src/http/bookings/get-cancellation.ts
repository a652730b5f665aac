import { bookingIdParamsSchema } from '@worknest/shared/booking';
import type { CancellationPreview } from '@worknest/shared/cancellation';
import { previewCancellation } from '../../domain/bookings/cancel-stay';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../store/clock';

/**
 * `GET /api/bookings/{id}/cancellation` (issue 17): what cancelling now would refund, in cents,
 * for the caller (the guest under the policy, the host or an admin with a full refund), with the
 * policy and the next deadline. A booking that is not the caller's: 404.
 */
export const handler = defineHandler({ params: bookingIdParamsSchema }, async ({ params, session }): Promise<CancellationPreview> =>
  previewCancellation(params.id, session, nowMs()),
);
