import { replaceScimGroup } from '../../domain/scim/scim-groups';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';

/** `PUT /scim/v2/Groups/{id}`. */
export const handler = defineScimHandler(async (request) => ({ status: 200, body: await replaceScimGroup(scimContext(request), idOf(request), request.body) }));
