import { replaceScimUser } from '../../domain/scim/scim-users';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';

/** `PUT /scim/v2/Users/{id}` (Okta's updates): `active: false` deactivates at once. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await replaceScimUser(scimContext(request), idOf(request), request.body) }));
