import { deleteScimGroupResource } from '../../domain/scim/scim-groups';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';

/** `DELETE /scim/v2/Groups/{id}`: its members lose the role it gave. */
export const handler = defineScimHandler(async (request) => {
  await deleteScimGroupResource(scimContext(request), idOf(request));
  return { status: 204 };
});
