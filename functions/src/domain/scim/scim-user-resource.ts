import { SCIM_BASE_PATH, SCIM_SCHEMAS } from '@worknest/shared/scim-rules';
import type { ScimUserFields } from '../../store/scim';
import type { UserRecord } from '../../store/users';

/** RFC 7643 §4.1 User (with the enterprise extension's manager) as Worknest answers it. */
export interface ScimUserResource {
  schemas: string[];
  id: string;
  externalId?: string;
  userName: string;
  name: { givenName?: string; familyName?: string; formatted?: string };
  displayName?: string;
  active: boolean;
  emails: { value: string; type: 'work'; primary: true }[];
  groups: { value: string; display: string; $ref: string }[];
  [SCIM_SCHEMAS.enterpriseUser]?: { manager: { value: string; $ref: string } };
  meta: { resourceType: 'User'; created: string; lastModified: string; location: string };
}

export function scimLocation(appOrigin: string, type: 'Users' | 'Groups', id: string): string {
  return `${appOrigin}${SCIM_BASE_PATH}/${type}/${id}`;
}

export function toScimUser(
  user: UserRecord,
  fields: ScimUserFields,
  groups: readonly { id: string; displayName: string }[],
  appOrigin: string,
): ScimUserResource {
  const formatted = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    schemas: fields.managerId ? [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser] : [SCIM_SCHEMAS.user],
    id: user.id,
    ...(fields.externalId ? { externalId: fields.externalId } : {}),
    userName: user.email,
    name: {
      ...(user.firstName ? { givenName: user.firstName } : {}),
      ...(user.lastName ? { familyName: user.lastName } : {}),
      ...(formatted ? { formatted } : {}),
    },
    ...(formatted ? { displayName: formatted } : {}),
    active: user.isActive,
    emails: [{ value: user.email, type: 'work', primary: true }],
    groups: groups.map((group) => ({ value: group.id, display: group.displayName, $ref: scimLocation(appOrigin, 'Groups', group.id) })),
    ...(fields.managerId ? { [SCIM_SCHEMAS.enterpriseUser]: { manager: { value: fields.managerId, $ref: scimLocation(appOrigin, 'Users', fields.managerId) } } } : {}),
    meta: { resourceType: 'User', created: user.createdAt, lastModified: user.updatedAt, location: scimLocation(appOrigin, 'Users', user.id) },
  };
}
