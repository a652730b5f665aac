import { scimServiceProviderConfig } from '../../domain/scim/scim-discovery';
import { defineScimHandler } from '../../middleware/define-scim-handler';

/** `GET /scim/v2/ServiceProviderConfig` (RFC 7644 §4): PATCH and filters yes; bulk, sort, ETags, passwords no. */
export const handler = defineScimHandler(async ({ appOrigin }) => ({ status: 200, body: scimServiceProviderConfig(appOrigin) }));
