import { listScimGroupResources } from '../../domain/scim/scim-group-reads';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { listQuery, scimContext } from './scim-inputs';

/** `GET /scim/v2/Groups?filter=displayName eq "…"`. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await listScimGroupResources(scimContext(request), listQuery(request)) }));
