import { patchScimUser } from '../../domain/scim/scim-users';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';
import { patchBody } from './scim-patch-inputs';

/** `PATCH /scim/v2/Users/{id}` (Entra's updates): `active: false` (or "False") deactivates at once. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await patchScimUser(scimContext(request), idOf(request), patchBody(request)) }));
