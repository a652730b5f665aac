import { siteContacts } from '../../config/site-contacts';
import { definePublicHandler } from '../../middleware/define-public-handler';

/**
 * `GET /api/site/contacts`: the support, privacy and legal addresses and the social profiles of
 * this stage (stage settings), which the landing page, footer, sign-in and legal pages show.
 * Public and the same for everyone, so browsers may keep it for a while.
 */
export const handler = definePublicHandler({}, async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  body: JSON.stringify(siteContacts()),
}));
