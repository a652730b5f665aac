import { DEMO_REQUEST_RECEIVED_MESSAGE, demoRequestSubmissionSchema } from '@worknest/shared/marketing';
import { clientIp } from '../../middleware/client-ip';
import { submitDemoRequest } from '../../domain/marketing/submit-demo-request';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/demo-request {name, email, company, role, companySize, message?}`: public. */
export const handler = defineHandler({ body: demoRequestSubmissionSchema, maxBodyBytes: 16 * 1024 }, async ({ body, event }) => {
  await submitDemoRequest(body, await clientIp(event));
  return { message: DEMO_REQUEST_RECEIVED_MESSAGE };
});
