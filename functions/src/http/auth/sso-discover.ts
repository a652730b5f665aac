import { discoverSso } from '../../domain/auth/sso-discovery';
import { defineHandler } from '../../middleware/define-handler';
import { ssoDiscoverBody } from './sso-inputs';

/** `POST /api/auth/sso/discover {email}`: whether the address's company signs in through its identity provider. */
export const handler = defineHandler({ body: ssoDiscoverBody, maxBodyBytes: 1024 }, async ({ body }) => discoverSso(body.email));
