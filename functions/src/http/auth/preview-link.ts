import { previewLink } from '../../domain/auth/preview-link';
import { defineHandler } from '../../middleware/define-handler';
import { linkTokenBody } from './auth-inputs';

/**
 * `POST /api/auth/link-preview {token}`: whom the link signs in, masked (`a…@acme.test`); the
 * link stays unused. A POST with the token in the body, so no log records it.
 */
export const handler = defineHandler({ body: linkTokenBody, maxBodyBytes: 1024 }, async ({ body }) => previewLink(body.token));
