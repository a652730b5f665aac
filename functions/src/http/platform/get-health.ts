import { definePublicHandler } from '../../middleware/define-public-handler';

/** `GET /_health`: a plain-text liveness answer (SPEC.md §2). */
export const handler = definePublicHandler({}, async () => ({
  statusCode: 200,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: 'Health check OK',
}));
