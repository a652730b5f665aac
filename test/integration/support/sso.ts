import { randomUUID } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { expect, inject } from 'vitest';
import { ApiClient } from './api-client';
import { newCompany, signedInMember, useLocalStore, type SignedInMember } from './members';

/**
 * Single sign-on against the local cloud's OpenID provider (issue 19): a browser's trip through
 * the provider's sign-in page, driven with fetch and a cookie jar of the provider's own.
 */
export const IDP_PASSWORD = 'worknest';

export function idpIssuer(): string {
  return inject('localEnv').LOCAL_IDP_ISSUER!;
}

/** Adds an account at the local provider (its test control); the password is `worknest`. */
export async function addIdpAccount(account: { email: string; givenName?: string; familyName?: string; emailVerified?: boolean }): Promise<void> {
  const response = await fetch(new URL('/__local/accounts', idpIssuer()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ givenName: 'Pat', familyName: 'Doe', password: IDP_PASSWORD, ...account }),
  });
  expect(response.status).toBe(201);
}

/** The demo client's secret, as the local Secrets Manager holds it for initech.test. */
export async function demoClientSecret(): Promise<string> {
  const env = inject('localEnv');
  const client = new SecretsManagerClient({
    endpoint: env.AWS_ENDPOINT_URL_SECRETS_MANAGER,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: 'worknest-local/sso/initech.test' }));
    return SecretString!;
  } finally {
    client.destroy();
  }
}

let admin: Promise<SignedInMember> | undefined;
/** One platform admin for the file (a company of its own). */
export function platformAdmin(): Promise<SignedInMember> {
  admin ??= newCompany('Platform').then((domain) => signedInMember(domain, 'admin', 'Admin'));
  return admin;
}

/** A fresh active company whose SSO goes to `issuer` (default: the local provider with the demo client), set through the admin API. */
export async function ssoCompany(options: { required?: boolean; issuer?: string; clientId?: string; clientSecret?: string } = {}): Promise<string> {
  const domain = await newCompany('SSO Co');
  const { client } = await platformAdmin();
  const saved = await client.put(`/api/admin/companies/${domain}/sso`, {
    enabled: true,
    issuer: options.issuer ?? idpIssuer(),
    clientId: options.clientId ?? 'worknest-local',
    clientSecret: options.clientSecret ?? (await demoClientSecret()),
    required: options.required ?? true,
  });
  expect(saved.status, saved.text).toBe(200);
  return domain;
}

/** A fresh address on `domain` with an account at the local provider. */
export async function idpPerson(domain: string, extra: { givenName?: string; familyName?: string; emailVerified?: boolean } = {}): Promise<string> {
  const email = `p-${randomUUID().slice(0, 8)}@${domain}`;
  await addIdpAccount({ email, ...extra });
  return email;
}

/** Starts the flow at the app: the provider's authorization URL (the app's state cookie is in `client`). */
export async function startSso(client: ApiClient, email: string, returnTo?: string): Promise<URL> {
  const query = new URLSearchParams({ email, ...(returnTo === undefined ? {} : { returnTo }) });
  const started = await client.get(`/api/auth/sso/start?${query}`);
  expect(started.status, started.text).toBe(302);
  return new URL(started.headers.get('location')!);
}

/**
 * Walks the provider's pages as a browser would: the authorization URL, its sign-in form (Email,
 * Password, Continue), until it redirects back to the app. Returns that callback URL (not called).
 */
export async function throughProvider(authorizationUrl: URL, email: string, password = IDP_PASSWORD): Promise<URL> {
  const jar = new Map<string, string>();
  const appOrigin = new URL(inject('appUrl')).origin;
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.origin === appOrigin) return url;
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) jar.set(pair.slice(0, at), value);
      else jar.delete(pair.slice(0, at));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 400)}`);
    if (html.includes('name="password"')) {
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toContain('<label for="password">Password</label>');
      if (hop > 3) throw new Error(`The provider refused the sign-in: ${/role="alert">([^<]+)/.exec(html)?.[1] ?? 'no message'}`);
      body = new URLSearchParams({ email, password }).toString();
    } else {
      body = '';
    }
    url = new URL(action.replaceAll('&amp;', '&'), url);
    method = 'POST';
  }
  throw new Error('Too many redirects at the provider');
}

/** The app's callback, relative to the app (what the browser requests). */
export function callbackPath(callback: URL): string {
  return `${callback.pathname}${callback.search}`;
}

/** Start → provider → callback; returns the callback's answer. */
export async function signInWithSso(client: ApiClient, email: string, returnTo?: string) {
  const callback = await throughProvider(await startSso(client, email, returnTo), email);
  return client.get(callbackPath(callback));
}

export function refusalOf(response: { status: number; headers: Headers }): string | null {
  if (response.status !== 302) return `status ${response.status}`;
  const location = new URL(response.headers.get('location')!, 'http://app.invalid');
  return location.pathname === '/login' ? location.searchParams.get('sso_error') : null;
}

export { useLocalStore };
