import { randomUUID } from 'node:crypto';
import type { Role } from '@worknest/shared/auth';
import { scimGroupBodySchema, type ScimGroupBody, type ScimPatchBody } from '@worknest/shared/scim';
import { scimPatch } from 'scim-patch';
import { ConflictError, InvalidInputError } from '../errors';
import { setUserRole } from '../users/change-role';
import { deleteScimGroup, getScimSettings, getScimUser, listScimGroups, putScimGroup, type ScimGroupRecord } from '../../store/scim';
import { groupOf, toResource, type ScimGroupResource } from './scim-group-reads';
import type { ScimContext } from './scim-list';
import { normalizedOperations } from './scim-patch-ops';

/**
 * Directory sync of groups (issue 38). Worknest has no groups of its own: a group the identity
 * provider pushes is kept with its members, and a group whose displayName the company maps to a
 * role (HR → Directory sync; by default "Worknest HR" → hr) gives its members that role. A member
 * who leaves every group mapped to their role goes back to employee. Admins are never changed.
 */

const invalid = (detail: string, scimType = 'invalidValue') => new InvalidInputError(detail, undefined, scimType);

function parseBody(raw: unknown): ScimGroupBody {
  const parsed = scimGroupBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The members' ids, each a member of this company (a stranger's id is refused, never looked past). */
async function checkedMembers(ctx: ScimContext, members: readonly { value: string }[]): Promise<string[]> {
  const ids = [...new Set(members.map((member) => member.value))];
  for (const id of ids) {
    const member = await getScimUser(id);
    if (!member || member.user.companyDomain !== ctx.companyDomain || member.fields.deleted) throw invalid(`Member ${id} is not a user of this company.`);
  }
  return ids;
}

/** Gives the members whose groups changed the role their groups now say. */
async function syncRoles(ctx: ScimContext, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const [settings, groups] = await Promise.all([getScimSettings(ctx.companyDomain), listScimGroups(ctx.companyDomain)]);
  const mappedRoles = new Map(Object.entries(settings.groupRoles).map(([name, role]) => [name.toLowerCase(), role]));
  for (const userId of new Set(userIds)) {
    const member = await getScimUser(userId);
    if (!member || member.user.companyDomain !== ctx.companyDomain || member.user.role === 'admin') continue;
    const roles = groups
      .filter((group) => group.memberIds.includes(userId))
      .map((group) => mappedRoles.get(group.displayName.toLowerCase()))
      .filter((role): role is Role => role !== undefined);
    const wanted: Role = roles.includes('hr') ? 'hr' : 'employee';
    if (member.user.role !== wanted) await setUserRole(userId, wanted);
  }
}

async function uniqueName(ctx: ScimContext, displayName: string, exceptId: string | null): Promise<void> {
  const groups = await listScimGroups(ctx.companyDomain);
  if (groups.some((group) => group.id !== exceptId && group.displayName.toLowerCase() === displayName.toLowerCase())) {
    throw new ConflictError(`A group named ${displayName} exists already.`, 'uniqueness');
  }
}

export async function createScimGroup(ctx: ScimContext, raw: unknown): Promise<ScimGroupResource> {
  const body = parseBody(raw);
  await uniqueName(ctx, body.displayName, null);
  const now = new Date(ctx.nowMs).toISOString();
  const group: ScimGroupRecord = {
    id: randomUUID(),
    companyDomain: ctx.companyDomain,
    displayName: body.displayName.trim(),
    externalId: body.externalId?.trim() || null,
    memberIds: await checkedMembers(ctx, body.members ?? []),
    createdAt: now,
    updatedAt: now,
  };
  await putScimGroup(group);
  await syncRoles(ctx, group.memberIds);
  return toResource(group, ctx.appOrigin);
}

async function writeGroup(ctx: ScimContext, current: ScimGroupRecord, body: ScimGroupBody): Promise<ScimGroupResource> {
  if (body.displayName.trim().toLowerCase() !== current.displayName.toLowerCase()) await uniqueName(ctx, body.displayName, current.id);
  const next: ScimGroupRecord = {
    ...current,
    displayName: body.displayName.trim(),
    externalId: body.externalId?.trim() || null,
    memberIds: await checkedMembers(ctx, body.members ?? []),
    updatedAt: new Date(ctx.nowMs).toISOString(),
  };
  await putScimGroup(next);
  // A renamed group may gain or lose its role: every member before and after is looked at.
  await syncRoles(ctx, [...current.memberIds, ...next.memberIds]);
  return toResource(next, ctx.appOrigin);
}

export async function replaceScimGroup(ctx: ScimContext, groupId: string, raw: unknown): Promise<ScimGroupResource> {
  return writeGroup(ctx, await groupOf(ctx, groupId), parseBody(raw));
}

/** PATCH: Entra adds and removes members (`members`, `members[value eq "…"]`) and renames. */
export async function patchScimGroup(ctx: ScimContext, groupId: string, body: ScimPatchBody): Promise<ScimGroupResource> {
  const current = await groupOf(ctx, groupId);
  const resource = toResource(current, ctx.appOrigin);
  const operations = normalizedOperations(body);
  let patched: ScimGroupResource;
  try {
    patched = scimPatch(structuredClone(resource) as never, operations, { mutateDocument: true, treatMissingAsAdd: true }) as ScimGroupResource;
  } catch (error) {
    throw invalid((error as Error).message, 'invalidPath');
  }
  return writeGroup(ctx, current, parseBody({ ...patched, members: patched.members ?? [] }));
}

export async function deleteScimGroupResource(ctx: ScimContext, groupId: string): Promise<void> {
  const current = await groupOf(ctx, groupId);
  await deleteScimGroup(ctx.companyDomain, groupId);
  await syncRoles(ctx, current.memberIds);
}

/** After the company changed which groups grant which role: every grouped member gets what their groups now say. */
export async function resyncGroupRoles(companyDomain: string, appOrigin: string, nowMs: number): Promise<void> {
  const groups = await listScimGroups(companyDomain);
  await syncRoles({ companyDomain, appOrigin, nowMs }, groups.flatMap((group) => group.memberIds));
}
