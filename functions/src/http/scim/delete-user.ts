import { deleteScimUser } from '../../domain/scim/scim-users';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { idOf, scimContext } from './scim-inputs';

/** `DELETE /scim/v2/Users/{id}`: deactivated at once (sessions end); 404 for the directory from then on. */
export const handler = defineScimHandler(async (request) => {
  await deleteScimUser(scimContext(request), idOf(request));
  return { status: 204 };
});
