import { DEMO_REQUEST_RECEIVED_MESSAGE } from '@worknest/shared/marketing-options';
import { clientIp } from '../../middleware/client-ip';
import { submitDemoRequest } from '../../domain/marketing/submit-demo-request';
import { defineHandler } from '../../middleware/define-handler';
import { demoRequestBody } from './marketing-inputs';

/** `POST /api/demo-request {name, email, company, role, companySize, message?}`: public. */
export const handler = defineHandler({ body: demoRequestBody, maxBodyBytes: 16 * 1024 }, async ({ body, event }) => {
  await submitDemoRequest(body, await clientIp(event));
  return { message: DEMO_REQUEST_RECEIVED_MESSAGE };
});
