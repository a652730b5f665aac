import { ssoDiscoverRequestSchema } from '@worknest/shared/sso';
import { discoverSso } from '../../domain/auth/sso-discovery';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/auth/sso/discover {email}`: whether the address's company signs in through its identity provider. */
export const handler = defineHandler({ body: ssoDiscoverRequestSchema, maxBodyBytes: 1024 }, async ({ body }) => discoverSso(body.email));
