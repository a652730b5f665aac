import { unsubscribe } from '../../domain/notifications/notification-settings';
import { defineHandler } from '../../middleware/define-handler';
import { unsubscribeQuery } from './notification-inputs';

/**
 * `POST /api/notifications/unsubscribe?token=…`: one-click unsubscribe (RFC 8058). Mail clients
 * POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL; the unsubscribe page
 * posts with an empty body. Either way the signed token in the query is the whole proof, so the
 * body is not read (rawBody: no JSON required).
 */
export const handler = defineHandler({ query: unsubscribeQuery, rawBody: true, maxBodyBytes: 1024 }, async ({ query }) => unsubscribe(query.token));
