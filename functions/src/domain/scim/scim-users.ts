import { canonicalMailbox, isWorkEmail } from '@worknest/shared/email';
import { SCIM_SCHEMAS, scimUserBodySchema, type ScimPatchBody, type ScimUserBody } from '@worknest/shared/scim';
import { scimPatch } from 'scim-patch';
import { ConflictError, InvalidInputError } from '../errors';
import { deactivateUser } from '../users/deactivate-user';
import { reactivateUser } from '../users/reactivate-user';
import { changeUserEmail, findUserIdByExternalId, getScimUser, writeScimUserFields } from '../../store/scim';
import { createUser, getUserByEmail } from '../../store/users';
import type { ScimContext } from './scim-list';
import { normalizedOperations } from './scim-patch-ops';
import { groupsOf, inCompany, memberOf, notFound, resourceOf, type Member } from './scim-user-reads';
import type { ScimUserResource } from './scim-user-resource';

export type { ScimContext } from './scim-list';

/**
 * Directory sync of members (issue 38): what the SCIM Users endpoints do, for one company (the
 * token's). The identity provider is the source of truth for the members it provisions; a member
 * it sets `active: false` (or DELETEs) is deactivated at once by the one deactivation
 * (users/deactivate-user.ts: sessions end, listings hide, stays ahead are cancelled).
 *
 * Errors carry RFC 7644's `scimType` as their code (invalidValue, invalidFilter, uniqueness, ...);
 * the SCIM handler kit writes them in SCIM's error format.
 */



const invalid = (detail: string, scimType = 'invalidValue') => new InvalidInputError(detail, undefined, scimType);

/** The desired state a POST, PUT or patched resource describes, checked against the company. */
interface DesiredUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  active: boolean;
  externalId: string | null;
  managerId: string | null;
}

function checkedAddress(raw: string, domain: string, what: string): string {
  const email = raw.trim().toLowerCase();
  if (!isWorkEmail(email)) throw invalid(`${what} "${raw}" is not an e-mail address.`);
  if (!inCompany(email, domain)) throw invalid(`${what} "${raw}" is outside the company's domain ${domain}.`);
  return canonicalMailbox(email);
}

function managerOf(body: ScimUserBody): string | null {
  const manager = body[SCIM_SCHEMAS.enterpriseUser]?.manager;
  const value = typeof manager === 'string' ? manager : manager?.value;
  return value?.trim() ? value.trim() : null;
}

function workEmailOf(body: ScimUserBody): string | null {
  const emails = body.emails ?? [];
  const chosen = emails.find((email) => email.primary === true) ?? emails.find((email) => email.type?.toLowerCase() === 'work') ?? emails[0];
  return chosen?.value ?? null;
}

/**
 * The member's address is the userName. A work (or primary) e-mail that differs from the current
 * address while userName does not is the new address (Entra changes `emails[type eq "work"].value`).
 * Every address given must be of the company's domain.
 */
function desiredOf(body: ScimUserBody, ctx: ScimContext, current: Member | null): DesiredUser {
  const userName = checkedAddress(body.userName, ctx.companyDomain, 'userName');
  for (const email of body.emails ?? []) if (email.value) checkedAddress(email.value, ctx.companyDomain, 'E-mail');
  const work = workEmailOf(body);
  const workAddress = work ? checkedAddress(work, ctx.companyDomain, 'E-mail') : null;
  const email = current && userName === current.user.email && workAddress && workAddress !== current.user.email ? workAddress : userName;
  const name = body.name ?? {};
  const [displayFirst, ...displayRest] = (body.displayName ?? '').trim().split(/\s+/);
  return {
    email,
    firstName: name.givenName?.trim() || (name.familyName ? null : displayFirst || null),
    lastName: name.familyName?.trim() || (name.givenName ? null : displayRest.join(' ') || null),
    active: body.active ?? (current ? current.user.isActive : true),
    externalId: body.externalId?.trim() || null,
    managerId: managerOf(body),
  };
}

function parseBody(raw: unknown): ScimUserBody {
  const parsed = scimUserBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'body'}: ${issue.message}`, issue.code === 'invalid_type' && issue.path.length === 0 ? 'invalidSyntax' : 'invalidValue');
  }
  return parsed.data;
}

async function checkManager(ctx: ScimContext, managerId: string | null, selfId: string | null): Promise<void> {
  if (managerId === null) return;
  if (managerId === selfId) throw invalid('A member cannot be their own manager.');
  const manager = await getScimUser(managerId);
  if (!manager || manager.user.companyDomain !== ctx.companyDomain || manager.fields.deleted) {
    throw invalid(`Manager ${managerId} is not a member of this company.`);
  }
}

/** Writes the desired state over the member, each part only if it changed; returns the member as now stored. */
async function apply(ctx: ScimContext, current: Member, desired: DesiredUser): Promise<Member> {
  const { user, fields } = current;
  await checkManager(ctx, desired.managerId, user.id);
  if (desired.email !== user.email) {
    const taken = await getUserByEmail(desired.email);
    if (taken && taken.id !== user.id) throw new ConflictError(`userName ${desired.email} is already in use.`, 'uniqueness');
    if (!(await changeUserEmail(user, desired.email))) throw new ConflictError(`userName ${desired.email} is already in use.`, 'uniqueness');
  }
  const changed =
    desired.firstName !== user.firstName ||
    desired.lastName !== user.lastName ||
    desired.externalId !== fields.externalId ||
    desired.managerId !== fields.managerId ||
    fields.deleted;
  if (changed) {
    const written = await writeScimUserFields(ctx.companyDomain, user.id, fields, { ...desired, deleted: false });
    if (written === 'external-id-taken') throw new ConflictError(`externalId ${desired.externalId} is already in use.`, 'uniqueness');
    if (written === 'not-found') throw notFound(user.id);
  }
  if (!desired.active && user.isActive) await deactivateUser(user.id, ctx.nowMs);
  if (desired.active && !user.isActive) await reactivateUser(user.id);
  return memberOf(ctx, user.id);
}

export async function createScimUser(ctx: ScimContext, raw: unknown): Promise<ScimUserResource> {
  const body = parseBody(raw);
  const desired = desiredOf(body, ctx, null);
  const existing = await getUserByEmail(desired.email);
  let member: Member;
  if (existing) {
    const found = await getScimUser(existing.id);
    // A member the directory deleted earlier comes back (the provider re-provisions them).
    if (!found || existing.companyDomain !== ctx.companyDomain || !found.fields.deleted) {
      throw new ConflictError(`userName ${desired.email} is already in use.`, 'uniqueness');
    }
    member = found;
  } else {
    if (desired.externalId && (await findUserIdByExternalId(ctx.companyDomain, desired.externalId))) {
      throw new ConflictError(`externalId ${desired.externalId} is already in use.`, 'uniqueness');
    }
    await checkManager(ctx, desired.managerId, null);
    const user = await createUser({ email: desired.email, companyDomain: ctx.companyDomain, firstName: desired.firstName, lastName: desired.lastName });
    member = { user, fields: { externalId: null, managerId: null, deleted: false } };
  }
  const stored = await apply(ctx, member, desired);
  return resourceOf(stored, await groupsOf(ctx), ctx);
}

export async function replaceScimUser(ctx: ScimContext, userId: string, raw: unknown): Promise<ScimUserResource> {
  const current = await memberOf(ctx, userId);
  const desired = desiredOf(parseBody(raw), ctx, current);
  const stored = await apply(ctx, current, desired);
  return resourceOf(stored, await groupsOf(ctx), ctx);
}

/**
 * RFC 7644 §3.5.2 PATCH, applied by scim-patch to the member's current resource. What identity
 * providers send that the RFC spells otherwise is accepted: an `op` in any case ("Replace", "Add"),
 * booleans as strings ("False"), a manager as a bare id.
 */
export async function patchScimUser(ctx: ScimContext, userId: string, body: ScimPatchBody): Promise<ScimUserResource> {
  const current = await memberOf(ctx, userId);
  const groups = await groupsOf(ctx);
  const resource = resourceOf(current, groups, ctx);
  const operations = normalizedOperations(body);
  let patched: unknown;
  try {
    patched = scimPatch(structuredClone(resource) as never, operations, { mutateDocument: true, treatMissingAsAdd: true });
  } catch (error) {
    const scimCode = (error as { scimCode?: string }).scimCode;
    throw invalid((error as Error).message, scimCode === 'noTarget' ? 'noTarget' : 'invalidPath');
  }
  const desired = desiredOf(parseBody(patched), ctx, current);
  const stored = await apply(ctx, current, desired);
  return resourceOf(stored, groups, ctx);
}

/** DELETE: deactivated at once, and from then on unknown to the directory (404), until it creates them again. */
export async function deleteScimUser(ctx: ScimContext, userId: string): Promise<void> {
  const current = await memberOf(ctx, userId);
  if (current.user.isActive) await deactivateUser(userId, ctx.nowMs);
  const written = await writeScimUserFields(ctx.companyDomain, userId, current.fields, {
    firstName: current.user.firstName,
    lastName: current.user.lastName,
    externalId: null,
    managerId: current.fields.managerId,
    deleted: true,
  });
  if (written === 'not-found') throw notFound(userId);
}

