import { listResponse } from '../../domain/scim/scim-list';
import { scimResourceTypes } from '../../domain/scim/scim-discovery';
import { defineScimHandler } from '../../middleware/define-scim-handler';

/** `GET /scim/v2/ResourceTypes`: User (with the enterprise extension) and Group. */
export const handler = defineScimHandler(async ({ appOrigin }) => {
  const types = scimResourceTypes(appOrigin);
  return { status: 200, body: listResponse(types, 1, types.length) };
});
