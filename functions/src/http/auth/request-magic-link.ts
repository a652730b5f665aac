import { MAGIC_LINK_SENT_MESSAGE } from '@worknest/shared/auth-rules';
import { ENV, requireEnv } from '../../config/function-environment';
import { clientIp } from '../../middleware/client-ip';
import { requestMagicLink } from '../../domain/auth/request-magic-link';
import { defineHandler } from '../../middleware/define-handler';
import { loginBody } from './auth-inputs';

/** Answers take at least this long, so the time taken does not tell enrolled addresses apart. */
const MIN_ANSWER_MS = 400;

/**
 * `POST /api/auth/request-magic-link {email, locale?}` (issue 40: `locale`, the browser's language, is the mail's): the same answer for every valid address, after at
 * least MIN_ANSWER_MS whatever happened (the floor sits in `finally`, issue 14). The body is one
 * address: 1 KiB is plenty, and nothing bigger reaches the parser.
 */
export const handler = defineHandler({ body: loginBody, maxBodyBytes: 1024 }, async ({ body, event }) => {
  const started = Date.now();
  try {
    await requestMagicLink({ email: body.email, ip: await clientIp(event), appOrigin: requireEnv(ENV.appOrigin), locale: body.locale });
  } finally {
    const wait = MIN_ANSWER_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return { message: MAGIC_LINK_SENT_MESSAGE };
});
