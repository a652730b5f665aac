import { patchScimGroup } from '../../domain/scim/scim-groups';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';
import { patchBody } from './scim-patch-inputs';

/** `PATCH /scim/v2/Groups/{id}`: members added and removed, renames. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await patchScimGroup(scimContext(request), idOf(request), patchBody(request)) }));
