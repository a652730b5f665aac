import { listResponse } from '../../domain/scim/scim-list';
import { scimSchemas } from '../../domain/scim/scim-discovery';
import { defineScimHandler } from '../../middleware/define-scim-handler';

/** `GET /scim/v2/Schemas`: the attributes Worknest keeps of User, EnterpriseUser and Group. */
export const handler = defineScimHandler(async ({ appOrigin }) => {
  const schemas = scimSchemas(appOrigin);
  return { status: 200, body: listResponse(schemas, 1, schemas.length) };
});
