import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { LogEvent } from '../log-event';
import { runOnce } from '../run-once';
import { consentPage, errorPage, loginPage } from './idp-pages';

/**
 * The local cloud's OpenID provider (issue 19), built on `oidc-provider` (a certified OpenID
 * Connect implementation): discovery, JWKS, authorization code flow with PKCE, signed ID tokens,
 * the `iss` authorization response parameter. What is ours is the interaction: a sign-in page with
 * "Email" and "Password" and a Continue button, and a consent page with an Allow button that a
 * first-party client (the Worknest demo client) never shows.
 */
export interface IdpAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** Default true; tests add unverified addresses to see the relying party refuse them. */
  emailVerified?: boolean;
}

export interface IdpClient {
  clientId: string;
  clientSecret: string;
  clientName: string;
  redirectUris: string[];
  /** Consent is implied (no Allow page) for a first-party client. */
  firstParty: boolean;
}

export interface IdentityProviderOptions {
  /** 0 picks a free port (tests); default 8006 (IDP_PORT) in dev. */
  port: number;
  /** The host name in the issuer: `localhost` in dev (what people and browsers use), `127.0.0.1` in tests. */
  hostName: 'localhost' | '127.0.0.1';
  accounts: readonly IdpAccount[];
  clients: readonly IdpClient[];
  /** Test mode: `POST /__local/accounts` adds an account (JSON IdpAccount). */
  testControls?: boolean;
  log?: LogEvent;
}

export interface IdentityProvider {
  issuer: string;
  port: number;
  addAccount(account: IdpAccount): void;
  stop(): Promise<void>;
}

export const DEFAULT_IDP_PORT = 8006;
const ACCOUNTS_CONTROL_PATH = '/__local/accounts';

/** The `sub` of an account: stable across restarts (derived from the address), opaque to the client. */
function subjectOf(email: string): string {
  return createHash('sha256').update(`worknest-local-idp:${email.toLowerCase()}`).digest('base64url').slice(0, 22);
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const log = options.log ?? (() => {});
  const accounts = new Map<string, IdpAccount & { sub: string }>();
  const bySubject = new Map<string, IdpAccount & { sub: string }>();
  const addAccount = (account: IdpAccount) => {
    const entry = { ...account, email: account.email.toLowerCase(), sub: subjectOf(account.email) };
    accounts.set(entry.email, entry);
    bySubject.set(entry.sub, entry);
  };
  for (const account of options.accounts) addAccount(account);
  const firstParty = new Set(options.clients.filter((client) => client.firstParty).map((client) => client.clientId));
  const clientNames = new Map(options.clients.map((client) => [client.clientId, client.clientName]));

  let provider: Provider | undefined;
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log({ part: 'idp', event: 'error', error: (error as Error).message });
      if (!response.headersSent) sendHtml(response, 500, errorPage('The local identity provider failed. See the dev server log.'));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://idp');
    if (options.testControls && url.pathname === ACCOUNTS_CONTROL_PATH && request.method === 'POST') {
      const account = JSON.parse(await readBody(request)) as IdpAccount;
      if (typeof account.email !== 'string' || typeof account.password !== 'string') return sendJson(response, 400, { message: 'Expected {email, password, givenName, familyName}' });
      addAccount(account);
      return sendJson(response, 201, { sub: subjectOf(account.email) });
    }
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/consent)?$/.exec(url.pathname);
    if (interaction && provider) return handleInteraction(provider, request, response, interaction[1]!, interaction[2]);
    provider!.callback()(request, response);
  }

  async function handleInteraction(op: Provider, request: IncomingMessage, response: ServerResponse, uid: string, step: string | undefined) {
    let details;
    try {
      details = await op.interactionDetails(request, response);
    } catch {
      return sendHtml(response, 400, errorPage('This sign-in has expired. Go back to the app and start again.'));
    }
    if (details.uid !== uid) return sendHtml(response, 400, errorPage('This sign-in does not match your browser. Start again from the app.'));
    const clientId = String(details.params.client_id ?? '');
    const clientName = clientNames.get(clientId) ?? clientId;
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';

    if (details.prompt.name === 'login') {
      if (request.method === 'POST' && step === '/login') {
        const form = new URLSearchParams(await readBody(request));
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const account = accounts.get(email);
        if (!account || form.get('password') !== account.password) {
          log({ part: 'idp', event: 'sign-in refused' });
          return sendHtml(response, 200, loginPage({ action: `/interaction/${uid}/login`, email, clientName, error: 'Wrong email or password.' }));
        }
        return op.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      }
      return sendHtml(response, 200, loginPage({ action: `/interaction/${uid}/login`, email: hint, clientName }));
    }

    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId ?? '';
      if (request.method === 'POST' && step === '/consent') {
        const grant = details.grantId ? await op.Grant.find(details.grantId) : new op.Grant({ accountId, clientId });
        if (!grant) return sendHtml(response, 400, errorPage('This sign-in has expired. Start again from the app.'));
        const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        const grantId = await grant.save();
        return op.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
      }
      return sendHtml(response, 200, consentPage({ action: `/interaction/${uid}/consent`, clientName, email: bySubject.get(accountId)?.email ?? '' }));
    }
    return sendHtml(response, 400, errorPage(`Unexpected step: ${details.prompt.name}`));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${options.hostName}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: `local-${randomBytes(6).toString('hex')}`, use: 'sig', alg: 'RS256' };

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.clientName,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // ID tokens carry the e-mail and name claims, as Okta, Entra ID and Google Workspace send them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 3600, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = bySubject.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified !== false,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    // The first-party demo client has consent implied: its grant is made here, so no Allow page.
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client!.clientId;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (!firstParty.has(clientId) || !session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.ensureClientContainer(clientId);
      session.grantIdFor(clientId, grant.jti);
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(`${String(out.error)}: ${String(out.error_description ?? '')}`);
    },
  };
  provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx, error) => log({ part: 'idp', event: 'server error', error: error.message }));

  return {
    issuer,
    port,
    addAccount,
    stop: runOnce(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(html);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
