import { SCIM_BASE_PATH, SCIM_MAX_PAGE, SCIM_SCHEMAS } from '@worknest/shared/scim-rules';

/**
 * RFC 7644 §4 discovery: what this service provider supports (ServiceProviderConfig), its
 * resource types and the schemas of the attributes it keeps. Only the attributes Worknest stores
 * are described; others a provider sends are accepted and ignored (RFC 7643 §2: the provider
 * defines its schema).
 */

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'default' | 'never' | 'request';
  uniqueness: 'none' | 'server' | 'global';
  subAttributes?: Attribute[];
  referenceTypes?: string[];
};

const attr = (name: string, description: string, extra: Partial<Attribute> = {}): Attribute => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const userAttributes: Attribute[] = [
  attr('userName', "The member's work e-mail address, of the company's domain; they sign in with it.", { required: true, uniqueness: 'server' }),
  attr('name', "The member's name.", {
    type: 'complex',
    subAttributes: [attr('givenName', 'First name.'), attr('familyName', 'Last name.'), attr('formatted', 'The full name.', { mutability: 'readOnly' })],
  }),
  attr('displayName', 'The full name; used for the name when name is not given.'),
  attr('active', 'False deactivates the member at once (their sessions end); true lets them sign in again.', { type: 'boolean' }),
  attr('emails', "The member's work address (the same as userName); every address must be of the company's domain.", {
    multiValued: true,
    type: 'complex',
    subAttributes: [attr('value', 'The address.'), attr('type', '"work".'), attr('primary', 'Always true.', { type: 'boolean' })],
  }),
  attr('groups', 'The groups the member is in (changed through the groups).', {
    multiValued: true,
    type: 'complex',
    mutability: 'readOnly',
    subAttributes: [attr('value', "The group's id.", { mutability: 'readOnly' }), attr('display', "The group's name.", { mutability: 'readOnly' })],
  }),
];

const enterpriseAttributes: Attribute[] = [
  attr('manager', "The member's manager, another member of the company.", {
    type: 'complex',
    subAttributes: [attr('value', "The manager's id.", { caseExact: true }), attr('$ref', "The manager's URI.", { type: 'reference', referenceTypes: ['User'], mutability: 'readOnly' })],
  }),
];

const groupAttributes: Attribute[] = [
  attr('displayName', 'The group\'s name; a name the company maps to a role (e.g. "Worknest HR" → HR) gives its members that role.', { required: true, uniqueness: 'server' }),
  attr('members', 'The members of the group.', {
    multiValued: true,
    type: 'complex',
    subAttributes: [attr('value', "The member's id.", { caseExact: true, mutability: 'immutable' }), attr('$ref', "The member's URI.", { type: 'reference', referenceTypes: ['User'], mutability: 'immutable' })],
  }),
];

const schemaDocuments = [
  { id: SCIM_SCHEMAS.user, name: 'User', description: 'A Worknest member', attributes: userAttributes },
  { id: SCIM_SCHEMAS.enterpriseUser, name: 'EnterpriseUser', description: 'Enterprise user (manager only)', attributes: enterpriseAttributes },
  { id: SCIM_SCHEMAS.group, name: 'Group', description: 'A directory group', attributes: groupAttributes },
];

export function scimSchemas(appOrigin: string) {
  return schemaDocuments.map((schema) => ({
    schemas: [SCIM_SCHEMAS.schema],
    ...schema,
    meta: { resourceType: 'Schema', location: `${appOrigin}${SCIM_BASE_PATH}/Schemas/${schema.id}` },
  }));
}

export function scimResourceTypes(appOrigin: string) {
  return [
    {
      schemas: [SCIM_SCHEMAS.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'Worknest members',
      schema: SCIM_SCHEMAS.user,
      schemaExtensions: [{ schema: SCIM_SCHEMAS.enterpriseUser, required: false }],
      meta: { resourceType: 'ResourceType', location: `${appOrigin}${SCIM_BASE_PATH}/ResourceTypes/User` },
    },
    {
      schemas: [SCIM_SCHEMAS.resourceType],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'Directory groups (some grant a role)',
      schema: SCIM_SCHEMAS.group,
      meta: { resourceType: 'ResourceType', location: `${appOrigin}${SCIM_BASE_PATH}/ResourceTypes/Group` },
    },
  ];
}

export function scimServiceProviderConfig(appOrigin: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${appOrigin}/help/directory-sync`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'The directory-sync token HR creates in Worknest (HR → Directory sync), sent as Authorization: Bearer scim_…',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${appOrigin}${SCIM_BASE_PATH}/ServiceProviderConfig` },
  };
}
