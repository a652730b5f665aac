import { NotFoundError } from '../../domain/errors';
import { scimSchemas } from '../../domain/scim/scim-discovery';
import { defineScimHandler } from '../../middleware/define-scim-handler';

/** `GET /scim/v2/Schemas/{id}` (the id is the schema's URN). */
export const handler = defineScimHandler(async ({ appOrigin, params }) => {
  const found = scimSchemas(appOrigin).find((schema) => schema.id === params.id);
  if (!found) throw new NotFoundError(`Schema ${params.id ?? ''} not found`, 'scim_not_found');
  return { status: 200, body: found };
});
