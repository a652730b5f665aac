import { getScimUserResource } from '../../domain/scim/scim-user-reads';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';

/** `GET /scim/v2/Users/{id}`: a member of the token's company, else 404. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await getScimUserResource(scimContext(request), idOf(request)) }));
