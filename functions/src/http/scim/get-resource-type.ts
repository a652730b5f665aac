import { NotFoundError } from '../../domain/errors';
import { scimResourceTypes } from '../../domain/scim/scim-discovery';
import { defineScimHandler } from '../../middleware/define-scim-handler';

/** `GET /scim/v2/ResourceTypes/{id}`. */
export const handler = defineScimHandler(async ({ appOrigin, params }) => {
  const found = scimResourceTypes(appOrigin).find((type) => type.id === params.id);
  if (!found) throw new NotFoundError(`Resource type ${params.id ?? ''} not found`, 'scim_not_found');
  return { status: 200, body: found };
});
