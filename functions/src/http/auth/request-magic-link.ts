import { loginRequestSchema, MAGIC_LINK_SENT_MESSAGE } from '@worknest/shared/auth';
import { ENV, requireEnv } from '../../config/function-environment';
import { clientIp } from '../../middleware/viewer-address';
import { requestMagicLink } from '../../domain/auth/request-magic-link';
import { defineHandler } from '../../middleware/define-handler';

/** Answers take at least this long, so the time taken does not tell enrolled addresses apart. */
const MIN_ANSWER_MS = 400;

/** `POST /api/auth/request-magic-link {email}`: the same answer for every valid address. */
export const handler = defineHandler({ body: loginRequestSchema }, async ({ body, event }) => {
  const started = Date.now();
  await requestMagicLink({ email: body.email, ip: clientIp(event), appOrigin: requireEnv(ENV.appOrigin) });
  const wait = MIN_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { message: MAGIC_LINK_SENT_MESSAGE };
});
