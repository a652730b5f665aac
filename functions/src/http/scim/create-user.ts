import { createScimUser } from '../../domain/scim/scim-users';
import { defineScimHandler } from '../../middleware/define-scim-handler';
import { scimContext } from './scim-inputs';

/** `POST /scim/v2/Users`: 201 with the member and Location; 409 uniqueness for a userName in use. */
export const handler = defineScimHandler(async (request) => {
  const user = await createScimUser(scimContext(request), request.body);
  return { status: 201, body: user, location: user.meta.location };
});
