import { SCIM_SCHEMAS } from '@worknest/shared/scim-rules';
import { filter as scimFilter } from 'scim2-parse-filter';
import { InvalidInputError, NotFoundError } from '../errors';
import { getScimGroup, listScimGroups, type ScimGroupRecord } from '../../store/scim';
import { listResponse, parseFilter, type ScimContext, type ScimListResponse } from './scim-list';
import { scimLocation } from './scim-user-resource';

/** Reading directory groups (issue 38): GET /Groups and /Groups/{id}, without zod (writes: scim-groups.ts). */

export interface ScimGroupResource {
  schemas: [typeof SCIM_SCHEMAS.group];
  id: string;
  externalId?: string;
  displayName: string;
  members: { value: string; display?: string; $ref: string }[];
  meta: { resourceType: 'Group'; created: string; lastModified: string; location: string };
}

export function toResource(group: ScimGroupRecord, appOrigin: string): ScimGroupResource {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: group.id,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    members: group.memberIds.map((id) => ({ value: id, $ref: scimLocation(appOrigin, 'Users', id) })),
    meta: { resourceType: 'Group', created: group.createdAt, lastModified: group.updatedAt, location: scimLocation(appOrigin, 'Groups', group.id) },
  };
}

export async function groupOf(ctx: ScimContext, groupId: string): Promise<ScimGroupRecord> {
  const group = await getScimGroup(ctx.companyDomain, groupId);
  if (!group) throw new NotFoundError(`Resource ${groupId} not found`, 'scim_not_found');
  return group;
}

export async function getScimGroupResource(ctx: ScimContext, groupId: string): Promise<ScimGroupResource> {
  return toResource(await groupOf(ctx, groupId), ctx.appOrigin);
}

export async function listScimGroupResources(ctx: ScimContext, query: { filter?: string; startIndex?: number; count?: number }): Promise<ScimListResponse<ScimGroupResource>> {
  let resources = (await listScimGroups(ctx.companyDomain)).map((group) => toResource(group, ctx.appOrigin));
  if (query.filter?.trim()) {
    const filter = parseFilter(query.filter);
    try {
      resources = resources.filter(scimFilter(filter));
    } catch (error) {
      throw new InvalidInputError(`The filter cannot be applied: ${(error as Error).message}`, undefined, 'invalidFilter');
    }
  }
  return listResponse(resources, query.startIndex, query.count);
}

