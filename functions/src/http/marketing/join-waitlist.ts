import { WAITLIST_RECEIVED_MESSAGE, waitlistSubmissionSchema } from '@worknest/shared/marketing';
import { clientIp } from '../../middleware/client-ip';
import { submitWaitlist } from '../../domain/marketing/submit-waitlist';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/waitlist {email, role, companyName?, companySize?, regions?, source?}`: public. */
export const handler = defineHandler({ body: waitlistSubmissionSchema, maxBodyBytes: 8 * 1024 }, async ({ body, event }) => {
  await submitWaitlist(body, await clientIp(event));
  return { message: WAITLIST_RECEIVED_MESSAGE };
});
