/** Directory sync (SCIM 2.0, issue 38): plain values, no zod (./scim re-exports them with the request schemas). */

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The path of the SCIM service on the app's host. */
export const SCIM_BASE_PATH = '/scim/v2';
/** Every directory-sync token starts so (secret scanners and people can tell what it is). */
export const SCIM_TOKEN_PREFIX = 'scim_';
/** A rotated token keeps working this long, so the identity provider can be updated meanwhile. */
export const SCIM_PREVIOUS_TOKEN_HOURS = 24;
/** `count` above this is lowered to it (RFC 7644 §3.4.2.4 lets the provider cap it). */
export const SCIM_MAX_PAGE = 200;

export const GROUP_NAME_MESSAGE = 'Enter the group name as your identity provider shows it (1-256 characters).';
