import { listScimUsers } from '../../domain/scim/scim-user-reads';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { listQuery, scimContext } from './scim-inputs';

/** `GET /scim/v2/Users?filter=userName eq "…"&startIndex=1&count=100`. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await listScimUsers(scimContext(request), listQuery(request)) }));
