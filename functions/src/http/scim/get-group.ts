import { getScimGroupResource } from '../../domain/scim/scim-group-reads';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';

/** `GET /scim/v2/Groups/{id}`. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await getScimGroupResource(scimContext(request), idOf(request)) }));
