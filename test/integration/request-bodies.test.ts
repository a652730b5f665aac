import { describe, expect, it } from 'vitest';
import { httpRoutes } from '@worknest/functions/routes';
import { demoCompanyMember, type Member } from './listings-support';
import { fromIp } from './support/members';

/*
 * Every route of the route table, given a JSON body that is not an object (issue 13): 400 with a
 * message, never a 500 and never a success. One admin session passes every access level, so each
 * request reaches the body check; path parameters get a well-formed random id.
 */

const NON_OBJECT_BODIES = ['null', '[]', '"text"', '42', 'true'];
const withBody = httpRoutes.filter((route) => route.method !== 'GET');

async function issueScimToken(admin: Member): Promise<string> {
  const made = await admin.client.post<{ token: string }>('/api/hr/directory-sync/token');
  expect(made.status, made.text).toBeLessThan(300);
  return made.body.token;
}

describe('bodies that are not JSON objects', { timeout: 300_000 }, () => {
  let admin: Member;
  let scimToken: string | undefined;

  it.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 400 with a message', async (_name, route) => {
    admin ??= await demoCompanyMember('acme.test', 'admin', 'Admin');
    const path = route.path.replace(/\{[^}]+\}/g, () => crypto.randomUUID());
    // Directory sync (issue 38) is called with the company's token and answers in SCIM's error
    // format, whose text is `detail`.
    const scim: Record<string, string> = route.access === 'scim' ? { authorization: `Bearer ${(scimToken ??= await issueScimToken(admin))}` } : {};
    for (const raw of NON_OBJECT_BODIES) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...fromIp(), ...scim, ...(route.access === 'webhook' ? { 'stripe-signature': 't=1,v1=00' } : {}) };
      const response = await fetch(new URL(path, admin.client.baseUrl), {
        method: route.method,
        headers: { ...headers, origin: admin.client.baseUrl, cookie: `worknest_session=${admin.client.cookie('worknest_session')}` },
        body: raw,
      });
      const text = await response.text();
      expect(response.status, `${route.method} ${path} with ${raw}: ${text}`).toBe(400);
      const body = JSON.parse(text) as { message?: unknown; detail?: unknown };
      expect(route.access === 'scim' ? body.detail : body.message, `${route.method} ${path} with ${raw}`).toEqual(expect.any(String));
    }
  });
});

describe('requests without a body', { timeout: 300_000 }, () => {
  let admin: Member;
  // Ending the session goes last, so every other route still meets a signed-in admin.
  const routes = [...withBody].sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s never answers 5xx', async (_name, route) => {
    admin ??= await demoCompanyMember('acme.test', 'admin', 'Admin');
    const path = route.path.replace(/\{[^}]+\}/g, () => crypto.randomUUID());
    const response = await fetch(new URL(path, admin.client.baseUrl), {
      method: route.method,
      headers: { ...fromIp(), origin: admin.client.baseUrl, cookie: `worknest_session=${admin.client.cookie('worknest_session')}`, ...(route.access === 'webhook' ? { 'stripe-signature': 't=1,v1=00' } : {}) },
    });
    const text = await response.text();
    expect(response.status, `${route.method} ${path} without a body: ${text}`).toBeLessThan(500);
  });

  it('POST /api/waitlist without a body is a 400 with a message (its company-name rule once read a missing body)', async () => {
    const response = await fetch(new URL('/api/waitlist', (admin ??= await demoCompanyMember('acme.test', 'admin', 'Admin')).client.baseUrl), {
      method: 'POST',
      headers: { ...fromIp(), origin: admin.client.baseUrl },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
  });
});
