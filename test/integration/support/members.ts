import { randomInt, randomUUID } from 'node:crypto';
import type { Role } from '@worknest/shared/auth';
import { expect, inject } from 'vitest';
import { ApiClient } from './api-client';
import { nowSeconds, signInTokenOf, waitForMail } from './inbox';

let ready: Promise<void> | undefined;

/** Lets this test process use the store modules against the run's local cloud. */
export function useLocalStore(): Promise<void> {
  ready ??= (async () => {
    Object.assign(process.env, inject('localEnv'));
  })();
  return ready;
}

/** Enrolls `domain` (the store modules then reach this run's local cloud). */
export async function enrollCompany(domain: string, name = domain): Promise<void> {
  await useLocalStore();
  const { addCompany } = await import('@worknest/functions/store/companies');
  await addCompany(domain, name);
}

/** A fresh enrolled company with a random domain, so tests never share data by accident. */
export async function newCompany(name = 'Test Co'): Promise<string> {
  await useLocalStore();
  const domain = `co-${randomUUID().slice(0, 8)}.test`;
  const { addCompany } = await import('@worknest/functions/store/companies');
  await addCompany(domain, name);
  return domain;
}

/**
 * A distinct client address per caller (a random one of 198.51.1-250.1-250), so per-IP rate
 * limits don't couple tests. A test that uses up an address's budget takes `floodIp()` instead.
 */
export function fromIp(ip = `198.51.${randomInt(1, 251)}.${randomInt(1, 251)}`) {
  return { 'cloudfront-viewer-address': `${ip}:443` };
}

/**
 * A client address for a test that uses up its per-address budget (50 sign-in links, 10 demo
 * requests per 15 minutes), outside `fromIp()`'s range: a spent address of that range stayed
 * spent for the window, and a later sign-in that drew it by chance got no link (1 in 62,500 a
 * draw; with the ~600 sign-ins of a run, about 1 run in 100).
 */
export function floodIp() {
  return fromIp(`192.0.2.${randomInt(1, 251)}`);
}

/** Requests a link and returns the token from the mail it sends. */
export async function requestLinkToken(client: ApiClient, email: string): Promise<string> {
  const since = nowSeconds();
  const answer = await client.post('/api/auth/request-magic-link', { email }, { headers: fromIp() });
  expect(answer.status).toBe(200);
  // Only the sign-in mail: jobs the test's clock set off (reminders, review requests) may mail
  // the same member at the same moment.
  const token = signInTokenOf(await waitForMail(email, { sinceSeconds: since, where: (mail) => signInTokenOf(mail) !== undefined }));
  expect(token).toBeDefined();
  return token!;
}

export interface SignedInMember {
  client: ApiClient;
  id: string;
  email: string;
  domain: string;
}

/** Creates a member (age and Terms confirmed) and signs them in through the real magic link. */
export async function signedInMember(domain: string, role: Role = 'employee', firstName = 'Test'): Promise<SignedInMember> {
  await useLocalStore();
  const { createUser } = await import('@worknest/functions/store/users');
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@${domain}`;
  const user = await createUser({ email, companyDomain: domain, role, firstName, lastName: 'Tester', eligibilityConfirmedAt: new Date().toISOString() });
  const client = new ApiClient();
  const token = await requestLinkToken(client, email);
  expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
  return { client, id: user.id, email, domain };
}

/**
 * A new account signed in through the real flow, as a first visit sees it (issue 13): the magic
 * link creates the user, then the first-visit step gives first and last name and confirms 18+
 * and the Terms. Without `names` the step is left for the test to drive.
 */
export async function firstVisitMember(domain: string, names?: { firstName: string; lastName: string }): Promise<SignedInMember> {
  const email = `new-${randomUUID().slice(0, 8)}@${domain}`;
  const client = new ApiClient();
  const token = await requestLinkToken(client, email);
  expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
  const me = await client.get<{ id: string }>('/api/auth/user');
  if (names) {
    const confirmed = await client.post('/api/auth/confirm-eligibility', { ...names, isAdult: true, acceptsTerms: true });
    expect(confirmed.status, confirmed.text).toBe(200);
  }
  return { client, id: me.body.id, email, domain };
}

/**
 * Signs members in again through the real magic link: after a test moves the clock past the
 * 7-day idle timeout or the 10-day session (issue 14), their old session answers 401.
 */
export async function signInAgain(...members: SignedInMember[]): Promise<void> {
  for (const member of members) {
    const token = await requestLinkToken(member.client, member.email);
    expect((await member.client.post('/api/auth/verify', { token })).status).toBe(200);
  }
}
