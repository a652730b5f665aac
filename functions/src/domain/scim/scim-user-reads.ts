import { canonicalMailbox, isWorkEmail } from '@worknest/shared/email';
import { SCIM_SCHEMAS } from '@worknest/shared/scim-rules';
import { filter as scimFilter, type Filter } from 'scim2-parse-filter';
import { InvalidInputError, NotFoundError } from '../errors';
import { findUserIdByExternalId, getScimUser, listCompanyScimUsers, listScimGroups, type ScimGroupRecord, type ScimUserFields } from '../../store/scim';
import { getUserByEmail, type UserRecord } from '../../store/users';
import { listResponse, parseFilter, type ScimContext, type ScimListResponse } from './scim-list';
import { toScimUser, type ScimUserResource } from './scim-user-resource';

/**
 * Reading members for directory sync (issue 38): GET /Users and /Users/{id}. Apart from the
 * writes (scim-users.ts) so a read's bundle holds neither zod nor the deactivation (Stripe).
 */

export type Member = { user: UserRecord; fields: ScimUserFields };

const invalid = (detail: string, scimType = 'invalidValue') => new InvalidInputError(detail, undefined, scimType);
export const notFound = (id: string) => new NotFoundError(`Resource ${id} not found`, 'scim_not_found');

export function inCompany(email: string, domain: string): boolean {
  return email.slice(email.lastIndexOf('@') + 1) === domain;
}

export async function memberOf(ctx: ScimContext, userId: string): Promise<Member> {
  const found = await getScimUser(userId);
  if (!found || found.user.companyDomain !== ctx.companyDomain || found.fields.deleted) throw notFound(userId);
  return found;
}

export async function groupsOf(ctx: ScimContext): Promise<ScimGroupRecord[]> {
  return listScimGroups(ctx.companyDomain);
}

export function resourceOf(member: Member, groups: readonly ScimGroupRecord[], ctx: ScimContext): ScimUserResource {
  return toScimUser(member.user, member.fields, groups.filter((group) => group.memberIds.includes(member.user.id)), ctx.appOrigin);
}

export async function getScimUserResource(ctx: ScimContext, userId: string): Promise<ScimUserResource> {
  const member = await memberOf(ctx, userId);
  return resourceOf(member, await groupsOf(ctx), ctx);
}

/** `attr eq "value"` for one of the attributes an index answers, else null. */
function indexedEquality(filter: Filter): { attribute: 'username' | 'externalid' | 'emails.value' | 'id'; value: string } | null {
  if (filter.op !== 'eq' || !('attrPath' in filter) || typeof (filter as { compValue?: unknown }).compValue !== 'string') return null;
  const attribute = filter.attrPath.toLowerCase().replace(`${SCIM_SCHEMAS.user.toLowerCase()}:`, '');
  if (attribute === 'username' || attribute === 'externalid' || attribute === 'emails.value' || attribute === 'id') {
    return { attribute, value: (filter as { compValue: string }).compValue };
  }
  return null;
}

async function findIndexed(ctx: ScimContext, equality: NonNullable<ReturnType<typeof indexedEquality>>): Promise<Member[]> {
  let userId: string | null = null;
  if (equality.attribute === 'externalid') userId = await findUserIdByExternalId(ctx.companyDomain, equality.value);
  else if (equality.attribute === 'id') userId = equality.value;
  else {
    const email = equality.value.trim().toLowerCase();
    if (!isWorkEmail(email) || !inCompany(email, ctx.companyDomain)) return [];
    userId = (await getUserByEmail(email))?.id ?? null;
    // userName is caseExact false; emails are compared as their canonical mailbox.
    if (userId && equality.attribute === 'username') {
      const user = await getScimUser(userId);
      if (user && user.user.email !== canonicalMailbox(email)) userId = null;
    }
  }
  if (!userId) return [];
  const member = await getScimUser(userId);
  return member && member.user.companyDomain === ctx.companyDomain && !member.fields.deleted ? [member] : [];
}

/**
 * GET /Users: `userName eq`, `externalId eq`, `emails.value eq` and `id eq` are key lookups;
 * any other filter scim2-parse-filter can evaluate is applied to the company's members read once.
 */
export async function listScimUsers(ctx: ScimContext, query: { filter?: string; startIndex?: number; count?: number }): Promise<ScimListResponse<ScimUserResource>> {
  const groups = await groupsOf(ctx);
  const filter = query.filter?.trim() ? parseFilter(query.filter) : null;
  const equality = filter ? indexedEquality(filter) : null;
  const members = equality
    ? await findIndexed(ctx, equality)
    : (await listCompanyScimUsers(ctx.companyDomain)).filter((member) => !member.fields.deleted);
  let resources = members.map((member) => resourceOf(member, groups, ctx));
  if (filter && !equality) {
    try {
      resources = resources.filter(scimFilter(filter));
    } catch (error) {
      throw invalid(`The filter cannot be applied: ${(error as Error).message}`, 'invalidFilter');
    }
  }
  return listResponse(resources, query.startIndex, query.count);
}
