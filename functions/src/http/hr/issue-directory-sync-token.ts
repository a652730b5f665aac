import type { DirectorySyncToken } from '@worknest/shared/scim';
import { ENV, requireEnv } from '../../config/function-environment';
import { issueScimTokenForHr } from '../../domain/scim/scim-token';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { nowMs } from '../../clock';

/**
 * `POST /api/hr/directory-sync/token`: creates the company's directory-sync token, or rotates it
 * (the old one works 24 more hours). The answer is the only place the token is ever shown.
 */
export const handler = defineHandler({}, async ({ session }) => {
  const created: DirectorySyncToken = await issueScimTokenForHr(session, requireEnv(ENV.appOrigin), nowMs());
  return json(201, created);
});
