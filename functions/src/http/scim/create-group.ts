import { createScimGroup } from '../../domain/scim/scim-groups';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { scimContext } from './scim-inputs';

/** `POST /scim/v2/Groups`: members of a group mapped to a role get it. */
export const handler = defineScimHandler(async (request) => {
  const group = await createScimGroup(scimContext(request), request.body);
  return { status: 201, body: group, location: group.meta.location };
});
