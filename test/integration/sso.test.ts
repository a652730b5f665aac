import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { CompanyInfo } from '@worknest/shared/people';
import { ApiClient } from './support/api-client';
import { publishTxt } from './support/dns';
import { startForgedProvider, rememberAuthorization, type ForgedProvider } from './support/forged-provider';
import { fromIp, newCompany, requestLinkToken, signedInMember, useLocalStore } from './support/members';
import { mails, nowSeconds } from './support/inbox';
import { runJob } from './support/jobs';
import {
  callbackPath,
  demoClientSecret,
  idpIssuer,
  idpPerson,
  platformAdmin,
  refusalOf,
  signInWithSso,
  ssoCompany,
  startSso,
  throughProvider,
} from './support/sso';

const SESSION = 'worknest_session';

/** A refused callback: a redirect to the login page naming the reason, no session cookie, the state cookie cleared. */
function expectRefused(answer: { status: number; headers: Headers }, reason: string) {
  expect(refusalOf(answer)).toBe(reason);
  const cookies = answer.headers.getSetCookie();
  expect(cookies.some((cookie) => cookie.startsWith(`${SESSION}=`) && !cookie.startsWith(`${SESSION}=;`))).toBe(false);
}

async function signedIn(client: ApiClient): Promise<boolean> {
  return (await client.get('/api/auth/user')).status === 200;
}

describe('single sign-on through the local OpenID provider', () => {
  // The first test of the file meets every SSO function cold (and the provider's first key fetch).
  it('signs a new member in through the provider, creates them as an employee named from the claims, and lands where they started', { timeout: 90_000 }, async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain, { givenName: 'Noor', familyName: 'Haddad' });
    const client = new ApiClient();
    const answer = await signInWithSso(client, email, '/app/listings?city=Berlin');
    expect(answer.status, answer.text).toBe(302);
    expect(answer.headers.get('location')).toBe('/app/listings?city=Berlin');
    const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION}=`))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(session)![1])).toBeGreaterThan(10 * 24 * 3600 - 60);
    // The SPA learns of this session as of a magic-link one: the server's readable hint (issue 29 item 1).
    const hint = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('worknest_signed_in='))!;
    expect(hint).toMatch(/^worknest_signed_in=1; SameSite=Lax; Path=\/; Max-Age=\d+$/);
    expect(/Max-Age=(\d+)/.exec(hint)![1]).toBe(/Max-Age=(\d+)/.exec(session)![1]);
    const me = await client.get<{ email: string; role: string; firstName: string; lastName: string; companyDomain: string; eligibilityConfirmedAt: string | null }>('/api/auth/user');
    expect(me.status).toBe(200);
    // The first visit still asks for 18+ and the Terms; the names are filled in already.
    expect(me.body).toMatchObject({ email, role: 'employee', firstName: 'Noor', lastName: 'Haddad', companyDomain: domain, eligibilityConfirmedAt: null });
  });

  it('binds the flow to the browser: the state cookie is HttpOnly, scoped to the SSO routes, and the authorization request carries PKCE S256, state and nonce', async () => {
    const domain = await ssoCompany();
    const client = new ApiClient();
    const started = await client.get(`/api/auth/sso/start?${new URLSearchParams({ email: `a@${domain}` })}`);
    expect(started.status).toBe(302);
    const cookie = started.headers.getSetCookie().find((value) => value.startsWith('worknest_sso_state='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth\/sso/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    const url = new URL(started.headers.get('location')!);
    expect(url.origin).toBe(new URL(idpIssuer()).origin);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBe(cookie.split(';')[0]!.split('=')[1]);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('login_hint')).toBe(`a@${domain}`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('keeps the names a member gave and signs an existing member in with their role', async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain, { givenName: 'Provider', familyName: 'Name' });
    await useLocalStore();
    const { createUser } = await import('@worknest/functions/store/users');
    await createUser({ email, companyDomain: domain, role: 'hr', firstName: 'Chosen', lastName: 'Name', eligibilityConfirmedAt: new Date().toISOString() });
    const client = new ApiClient();
    expect((await signInWithSso(client, email)).status).toBe(302);
    const me = await client.get<{ role: string; firstName: string }>('/api/auth/user');
    expect(me.body).toMatchObject({ role: 'hr', firstName: 'Chosen' });
  });

  it('lets returnTo lead only to a path of this app', async () => {
    const domain = await ssoCompany();
    for (const [returnTo, expected] of [
      ['https://evil.example/app', '/app/listings'],
      ['//evil.example/app', '/app/listings'],
      ['/\\evil.example', '/app/listings'],
      ['javascript:alert(1)', '/app/listings'],
      // Issue 33: these normalised into //evil.example after a real sign-in.
      ['/.//evil.example', '/app/listings'],
      ['/app/..//evil.example', '/app/listings'],
      ['/%2e//evil.example', '/app/listings'],
      ['/app/messages/abc', '/app/messages/abc'],
    ] as const) {
      const email = await idpPerson(domain);
      const answer = await signInWithSso(new ApiClient(), email, returnTo);
      expect(answer.status, returnTo).toBe(302);
      expect(answer.headers.get('location'), returnTo).toBe(expected);
    }
  });
});

describe('single sign-on refusals (no session for any)', () => {
  it('refuses a callback in a browser without the state cookie, with another state, and a replayed state', async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain);
    const victim = new ApiClient();
    const callback = await throughProvider(await startSso(victim, email), email);

    // Login CSRF: the callback (an attacker's code and state) opened in a browser that did not start it.
    const other = new ApiClient();
    expectRefused(await other.get(callbackPath(callback)), 'state_invalid');
    expect(await signedIn(other)).toBe(false);

    // The right browser, another state.
    const tampered = new URL(callback);
    tampered.searchParams.set('state', randomUUID().replaceAll('-', '').padEnd(43, 'x').slice(0, 43));
    const withOtherState = new ApiClient();
    const started = await startSso(withOtherState, email);
    expect(started.searchParams.get('state')).not.toBe(tampered.searchParams.get('state'));
    expectRefused(await withOtherState.get(callbackPath(tampered)), 'state_invalid');

    // The flow itself still works once...
    expect((await victim.get(callbackPath(callback))).status).toBe(302);
    expect(await signedIn(victim)).toBe(true);
    // ...and never twice, even with the state cookie sent again.
    const state = callback.searchParams.get('state')!;
    const replay = await fetch(new URL(callbackPath(callback), victim.baseUrl), { headers: { cookie: `worknest_sso_state=${state}` }, redirect: 'manual' });
    expectRefused(replay, 'state_invalid');
  });

  it('refuses a code used twice (the provider refuses it)', async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain);
    const first = new ApiClient();
    const used = await throughProvider(await startSso(first, email), email);
    expect((await first.get(callbackPath(used))).status).toBe(302);

    // A new flow in another browser, finished with the code already exchanged.
    const second = new ApiClient();
    const state = (await startSso(second, email)).searchParams.get('state')!;
    const reused = new URL(used);
    reused.searchParams.set('state', state);
    expectRefused(await second.get(callbackPath(reused)), 'provider_refused');
    expect(await signedIn(second)).toBe(false);
  });

  it('refuses an address the provider has not verified, and one of another domain', async () => {
    const domain = await ssoCompany();
    const unverified = await idpPerson(domain, { emailVerified: false });
    const client = new ApiClient();
    expectRefused(await signInWithSso(client, unverified), 'email_unverified');
    expect(await signedIn(client)).toBe(false);

    // The provider vouches for an address of another company: not a member of this one.
    const otherDomain = await newCompany('Elsewhere');
    const outsider = await idpPerson(otherDomain);
    const callback = await throughProvider(await startSso(client, `someone@${domain}`), outsider);
    expectRefused(await client.get(callbackPath(callback)), 'email_domain');
    expect(await signedIn(client)).toBe(false);
  });

  it('refuses a deactivated member', async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain);
    await useLocalStore();
    const { createUser, updateUser } = await import('@worknest/functions/store/users');
    const user = await createUser({ email, companyDomain: domain });
    await updateUser(user.id, { isActive: false });
    const client = new ApiClient();
    expectRefused(await signInWithSso(client, email), 'deactivated');
    expect(await signedIn(client)).toBe(false);
  });

  it('refuses a suspended company, at the start and at the callback', async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain);
    const { client: admin } = await platformAdmin();
    const client = new ApiClient();
    const callback = await throughProvider(await startSso(client, email), email);
    expect((await admin.put(`/api/admin/companies/${domain}/status`, { status: 'suspended' })).status).toBe(200);
    expectRefused(await client.get(callbackPath(callback)), 'company_unavailable');
    expect(await signedIn(client)).toBe(false);
    const start = await client.get(`/api/auth/sso/start?${new URLSearchParams({ email })}`);
    // The start answers as for any address without single sign-on (issue 33, finding 3).
    expectRefused(start, 'not_configured');
    expect(start.headers.getSetCookie().some((cookie) => cookie.startsWith('worknest_sso_state=') && !cookie.startsWith('worknest_sso_state=;'))).toBe(false);
  });

  it('refuses a pending company at the start even with single sign-on set up, and sets no state cookie', async () => {
    const { client: admin } = await platformAdmin();
    const domain = `p-${randomUUID().slice(0, 8)}.test`;
    const enrolled = await admin.post<CompanyInfo>('/api/admin/companies', { domain, name: 'Pending SSO Co' });
    expect(enrolled.body).toMatchObject({ status: 'pending' });
    const settings = { enabled: true, issuer: idpIssuer(), clientId: 'worknest-local', clientSecret: await demoClientSecret(), required: true };
    const saved = await admin.put(`/api/admin/companies/${domain}/sso`, settings);
    expect(saved.status, saved.text).toBe(200);
    const email = await idpPerson(domain);
    const client = new ApiClient();
    const start = await client.get(`/api/auth/sso/start?${new URLSearchParams({ email })}`);
    expectRefused(start, 'not_configured');
    expect(start.headers.getSetCookie().some((cookie) => cookie.startsWith('worknest_sso_state=') && !cookie.startsWith('worknest_sso_state=;'))).toBe(false);
    expect(await signedIn(client)).toBe(false);
  });

  it('refuses a company without single sign-on at the start', async () => {
    const domain = await newCompany('No SSO');
    expectRefused(await new ApiClient().get(`/api/auth/sso/start?${new URLSearchParams({ email: `a@${domain}` })}`), 'not_configured');
  });

  it('answers the start the same for an unknown domain, a suspended company and a company without single sign-on (issue 33, finding 3)', async () => {
    const { client: admin } = await platformAdmin();
    const suspended = await ssoCompany();
    expect((await admin.put(`/api/admin/companies/${suspended}/status`, { status: 'suspended' })).status).toBe(200);
    const withoutSso = await newCompany('No SSO');
    const unknown = `u-${randomUUID().slice(0, 8)}.test`;
    const answers = [];
    for (const domain of [unknown, suspended, withoutSso]) {
      const start = await new ApiClient().get(`/api/auth/sso/start?${new URLSearchParams({ email: `a@${domain}` })}`);
      answers.push({ status: start.status, location: start.headers.get('location'), cookies: start.headers.getSetCookie(), body: start.text });
    }
    expect(answers[1]).toStrictEqual(answers[0]);
    expect(answers[2]).toStrictEqual(answers[0]);
    expect(answers[0]!.location).toContain('sso_error=not_configured');
  });
});

describe('forged ID tokens (signed by a key the test controls)', () => {
  let forged: ForgedProvider;
  let domain: string;
  beforeAll(async () => {
    forged = await startForgedProvider();
    domain = await ssoCompany({ issuer: forged.issuer, clientId: forged.clientId, clientSecret: 'forged-client-secret' });
  });
  afterAll(() => forged?.stop());

  /** Starts a flow and answers the callback with the token `forge` makes from correct defaults. */
  async function callbackWith(forge: (defaults: Record<string, unknown>) => Promise<string>) {
    const client = new ApiClient();
    const email = `m-${randomUUID().slice(0, 8)}@${domain}`;
    const { state } = rememberAuthorization(forged, await startSso(client, email));
    forged.nextToken((defaults) => forge({ ...defaults, email, email_verified: true, given_name: 'Forged', family_name: 'Token' }));
    const answer = await client.get(`/api/auth/sso/callback?${new URLSearchParams({ code: 'forged-code', state })}`);
    return { answer, client };
  }

  it('accepts a token with every claim right (so each refusal below is the one changed claim)', async () => {
    const { answer, client } = await callbackWith((claims) => forged.sign(claims));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/app/listings');
    expect(await signedIn(client)).toBe(true);
  });

  it.each([
    ['for another audience', (claims: Record<string, unknown>) => forged.sign({ ...claims, aud: 'another-client' })],
    ['from another issuer', (claims: Record<string, unknown>) => forged.sign({ ...claims, iss: 'https://evil.example' })],
    ['signed by a key not in the provider JWKS', (claims: Record<string, unknown>) => forged.sign(claims, { withForeignKey: true })],
    ['with another nonce', (claims: Record<string, unknown>) => forged.sign({ ...claims, nonce: 'not-the-nonce' })],
    ['without a nonce', (claims: Record<string, unknown>) => forged.sign({ ...claims, nonce: undefined })],
    ['that expired', (claims: Record<string, unknown>) => forged.sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
  ])('refuses an ID token %s', async (_case, forge) => {
    const { answer, client } = await callbackWith(forge);
    expectRefused(answer, 'token_invalid');
    expect(await signedIn(client)).toBe(false);
  });

  it('binds the account to the provider\'s iss and sub on the first sign-in and refuses another sub for that address (issue 33, finding 6)', async () => {
    const email = `b-${randomUUID().slice(0, 8)}@${domain}`;
    const signIn = async (sub: string) => {
      const client = new ApiClient();
      const { state } = rememberAuthorization(forged, await startSso(client, email));
      forged.nextToken((defaults) => forged.sign({ ...defaults, sub, email, email_verified: true, given_name: 'Bound', family_name: 'Member' }));
      return { answer: await client.get(`/api/auth/sso/callback?${new URLSearchParams({ code: 'forged-code', state })}`), client };
    };
    const first = await signIn('subject-one');
    expect(first.answer.status).toBe(302);
    expect(await signedIn(first.client)).toBe(true);
    await useLocalStore();
    const { getUserByEmail } = await import('@worknest/functions/store/users');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
    const user = (await getUserByEmail(email))!;
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${user.id}`, sk: 'USER' } }));
    expect(Item).toMatchObject({ ssoIssuer: forged.issuer, ssoSubject: 'subject-one' });
    expect(typeof Item!.ssoBoundAt).toBe('string');

    // The same person again: signed in. Someone the provider calls by another sub with that address: refused.
    expect((await signIn('subject-one')).answer.status).toBe(302);
    const other = await signIn('subject-two');
    expectRefused(other.answer, 'subject_mismatch');
    expect(await signedIn(other.client)).toBe(false);
    const { ssoErrorMessage } = await import('@worknest/shared/sso');
    expect(ssoErrorMessage('subject_mismatch')).toMatch(/another account at your identity provider/);
    // The binding stays the first one.
    const after = await db.send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${user.id}`, sk: 'USER' } }));
    expect(after.Item).toMatchObject({ ssoSubject: 'subject-one' });
  });

  it('refuses a verified-looking token whose email_verified is false or missing', async () => {
    for (const emailVerified of [false, undefined, 'true']) {
      const { answer } = await callbackWith((claims) => forged.sign({ ...claims, email_verified: emailVerified }));
      expectRefused(answer, 'email_unverified');
    }
  });
});

describe('magic links and companies that require single sign-on', () => {
  it('ends the magic-link sessions and their sockets when "Require single sign-on" turns on, and keeps single sign-on sessions (issue 33, finding 7)', { timeout: 180_000 }, async () => {
    const domain = await ssoCompany({ required: false });
    const byLink = await signedInMember(domain, 'employee', 'Linked');
    const bySso = new ApiClient();
    expect((await signInWithSso(bySso, await idpPerson(domain))).status).toBe(302);
    expect(await signedIn(byLink.client)).toBe(true);
    expect(await signedIn(bySso)).toBe(true);

    // An open socket of the magic-link session, as the app keeps one for messages.
    const socket = new WebSocket(inject('appUrl').replace(/^http/, 'ws') + '/ws', { headers: { cookie: `${SESSION}=${byLink.client.cookie(SESSION)}` } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await useLocalStore();
    const { listUserConnections } = await import('@worknest/functions/store/connections');
    expect(await listUserConnections([byLink.id])).toHaveLength(1);

    // Saving the settings again without turning "Require" on ends nothing.
    const { client: admin } = await platformAdmin();
    const settings = { enabled: true, issuer: idpIssuer(), clientId: 'worknest-local' };
    expect((await admin.put(`/api/admin/companies/${domain}/sso`, { ...settings, required: false })).status).toBe(200);
    expect(await signedIn(byLink.client)).toBe(true);

    const turnedOn = await admin.put(`/api/admin/companies/${domain}/sso`, { ...settings, required: true });
    expect(turnedOn.status, turnedOn.text).toBe(200);
    expect(await signedIn(byLink.client)).toBe(false);
    expect(await listUserConnections([byLink.id])).toEqual([]);
    expect(await signedIn(bySso)).toBe(true);
    socket.close();
  });

  it('sends no magic link to an SSO-required company (same answer), and still sends one where SSO is optional', async () => {
    const required = await ssoCompany({ required: true });
    const optional = await ssoCompany({ required: false });
    const client = new ApiClient();
    const since = nowSeconds();
    const toRequired = `r-${randomUUID().slice(0, 8)}@${required}`;
    const toOptional = `o-${randomUUID().slice(0, 8)}@${optional}`;
    const a = await client.post('/api/auth/request-magic-link', { email: toRequired }, { headers: fromIp() });
    const b = await client.post('/api/auth/request-magic-link', { email: toOptional }, { headers: fromIp() });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect((await client.post('/api/auth/sso/discover', { email: toRequired })).body).toEqual({ sso: true, required: true });
    expect((await client.post('/api/auth/sso/discover', { email: toOptional })).body).toEqual({ sso: true, required: false });
    expect((await client.post('/api/auth/sso/discover', { email: `x@${await newCompany()}` })).body).toEqual({ sso: false, required: false });
    await expect.poll(async () => (await mails({ to: toOptional, sinceSeconds: since })).length).toBe(1);
    expect(await mails({ to: toRequired, sinceSeconds: since })).toEqual([]);
  });
  it('refuses on redeem a magic link requested before "Require single sign-on" was turned on', async () => {
    const domain = await ssoCompany({ required: false });
    const email = `early-${randomUUID().slice(0, 8)}@${domain}`;
    const client = new ApiClient();
    const token = await requestLinkToken(client, email);
    const { client: admin } = await platformAdmin();
    const settings = { enabled: true, issuer: idpIssuer(), clientId: 'worknest-local', clientSecret: await demoClientSecret(), required: true };
    expect((await admin.put(`/api/admin/companies/${domain}/sso`, settings)).status).toBe(200);

    const redeemed = await client.post('/api/auth/verify', { token });
    expect(redeemed.status).toBe(400);
    expect(redeemed.body).toMatchObject({ code: 'link_invalid' });
    expect(redeemed.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION}=`) && !cookie.startsWith(`${SESSION}=;`))).toBe(false);
    expect(await signedIn(client)).toBe(false);
  });
});

describe('admin: single sign-on settings', () => {
  it('keeps the client secret write-only: in Secrets Manager, never in the API answers or the table', async () => {
    const { client: admin } = await platformAdmin();
    const domain = await newCompany('Secretive');
    const secret = `s3cret-${randomUUID()}`;
    const first = await admin.put(`/api/admin/companies/${domain}/sso`, { enabled: true, issuer: idpIssuer(), clientId: 'worknest-local', required: false });
    expect(first.status).toBe(400);
    expect(first.text).toContain('Please enter the client secret');
    const saved = await admin.put<CompanyInfo>(`/api/admin/companies/${domain}/sso`, { enabled: true, issuer: idpIssuer(), clientId: 'worknest-local', clientSecret: secret, required: false });
    expect(saved.status).toBe(200);
    expect(saved.body.sso).toMatchObject({ issuer: idpIssuer(), clientId: 'worknest-local', clientSecretSet: true, required: false });
    expect(saved.text).not.toContain(secret);
    // Saving without a secret keeps the stored one.
    const again = await admin.put<CompanyInfo>(`/api/admin/companies/${domain}/sso`, { enabled: true, issuer: idpIssuer(), clientId: 'worknest-local', required: true });
    expect(again.body.sso).toMatchObject({ clientSecretSet: true, required: true });
    const listed = await admin.get('/api/admin/companies');
    expect(listed.text).not.toContain(secret);
    await useLocalStore();
    const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const item = await db.send(new GetCommand({ TableName: tableName(), Key: { pk: `COMPANY#${domain}`, sk: 'COMPANY' } }));
    expect(JSON.stringify(item.Item)).not.toContain(secret);
  });

  it('validates the settings: an https issuer (http only on this machine), a client ID', async () => {
    const { client: admin } = await platformAdmin();
    const domain = await newCompany('Validated');
    for (const body of [
      { enabled: true, issuer: 'http://idp.example.com', clientId: 'x', clientSecret: 'y', required: false },
      { enabled: true, issuer: 'not a url', clientId: 'x', clientSecret: 'y', required: false },
      { enabled: true, issuer: 'https://idp.example.com', clientId: '', clientSecret: 'y', required: false },
      { enabled: true, issuer: 'https://idp.example.com', clientId: 'x', clientSecret: 'y', required: 'yes' },
      { issuer: 'https://idp.example.com' },
    ]) {
      const answer = await admin.put(`/api/admin/companies/${domain}/sso`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.put(`/api/admin/companies/nobody-${randomUUID().slice(0, 6)}.test/sso`, { enabled: true, issuer: 'https://idp.example.com', clientId: 'x', clientSecret: 'y', required: false })).status).toBe(404);
  });

  it('tests the provider: what the discovery document says, or what is wrong', async () => {
    const { client: admin } = await platformAdmin();
    const domain = await newCompany('Tested');
    const good = await admin.post<{ ok: boolean; message: string; supportsS256: boolean }>(`/api/admin/companies/${domain}/sso/test`, { issuer: idpIssuer() });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ ok: true, supportsS256: true });
    expect(good.body.message).toContain(idpIssuer());
    const unreachable = await admin.post<{ ok: boolean; message: string }>(`/api/admin/companies/${domain}/sso/test`, { issuer: 'http://127.0.0.1:9' });
    expect(unreachable.body.ok).toBe(false);
    expect(unreachable.body.message).toMatch(/Could not reach|No answer/);
    const nothingSaved = await admin.post<{ ok: boolean; message: string }>(`/api/admin/companies/${domain}/sso/test`, {});
    expect(nothingSaved.body).toEqual({ ok: false, message: 'Enter the issuer URL first.' });
  });

  it('turns single sign-on off again', async () => {
    const domain = await ssoCompany({ required: true });
    const { client: admin } = await platformAdmin();
    const off = await admin.put<CompanyInfo>(`/api/admin/companies/${domain}/sso`, { enabled: false });
    expect(off.body.sso).toBeNull();
    expect((await new ApiClient().post('/api/auth/sso/discover', { email: `a@${domain}` })).body).toEqual({ sso: false, required: false });
  });
});

describe('domain verification by DNS TXT record', () => {
  it('enrolls a company as pending with a TXT record to publish; Verify activates it once the record is there', async () => {
    const { client: admin } = await platformAdmin();
    const domain = `v-${randomUUID().slice(0, 8)}.test`;
    const enrolled = await admin.post<CompanyInfo>('/api/admin/companies', { domain, name: 'Verify Co' });
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toMatchObject({ status: 'pending', verifiedAt: null });
    expect(enrolled.body.verificationRecord).toMatch(/^worknest-verification=[A-Za-z0-9_-]{43}$/);

    // Nobody of a pending company can sign in: no magic link, no SSO.
    const since = nowSeconds();
    expect((await new ApiClient().post('/api/auth/request-magic-link', { email: `a@${domain}` }, { headers: fromIp() })).status).toBe(200);
    // Nor can an admin skip the check by resuming it.
    expect((await admin.put(`/api/admin/companies/${domain}/status`, { status: 'active' })).status).toBe(409);

    const early = await admin.post<{ outcome: string; company: CompanyInfo }>(`/api/admin/companies/${domain}/verify`);
    expect(early.body).toMatchObject({ outcome: 'record-missing', company: { status: 'pending' } });
    await publishTxt(domain, 'v=spf1 -all');
    await publishTxt(domain, 'worknest-verification=someone-elses-value');
    expect((await admin.post<{ outcome: string }>(`/api/admin/companies/${domain}/verify`)).body.outcome).toBe('record-missing');

    await publishTxt(domain, enrolled.body.verificationRecord!);
    const verified = await admin.post<{ outcome: string; company: CompanyInfo }>(`/api/admin/companies/${domain}/verify`);
    expect(verified.body).toMatchObject({ outcome: 'verified', company: { status: 'active', verificationRecord: null } });
    expect(verified.body.company.verifiedAt).toBeTruthy();
    expect((await admin.post<{ outcome: string }>(`/api/admin/companies/${domain}/verify`)).body.outcome).toBe('already-verified');
    expect(await mails({ to: `a@${domain}`, sinceSeconds: since })).toEqual([]);
  });

  it('activates pending companies whose record appeared in the scheduled re-check, and leaves the others pending', async () => {
    const { client: admin } = await platformAdmin();
    const published = `j-${randomUUID().slice(0, 8)}.test`;
    const unpublished = `k-${randomUUID().slice(0, 8)}.test`;
    const a = await admin.post<CompanyInfo>('/api/admin/companies', { domain: published, name: 'Published' });
    expect((await admin.post<CompanyInfo>('/api/admin/companies', { domain: unpublished, name: 'Unpublished' })).status).toBe(201);
    await publishTxt(published, a.body.verificationRecord!);
    const summary = await runJob<Record<string, number>>('verify-pending-domains');
    expect(summary.verified).toBeGreaterThanOrEqual(1);
    // The list pages by domain, 100 at a time; a local cloud reused by earlier runs holds more.
    const companies: CompanyInfo[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: CompanyInfo[]; nextCursor: string | null } } = await admin.get<{ items: CompanyInfo[]; nextCursor: string | null }>(
        `/api/admin/companies${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      companies.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(companies.find((company) => company.domain === published)?.status).toBe('active');
    expect(companies.find((company) => company.domain === unpublished)?.status).toBe('pending');
  });
});

// Keeps the helper honest: the demo client's secret is where the SSO functions look for it.
describe('local cloud', () => {
  it('holds the demo client secret in the local Secrets Manager under the stage prefix', async () => {
    expect(await demoClientSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
