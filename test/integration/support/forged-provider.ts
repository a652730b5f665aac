import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A tiny OpenID provider that serves a discovery document, a JWKS with a key the test controls,
 * and a token endpoint that answers with whatever ID token the test signs (issue 19): the forged
 * cases (another audience, another issuer, an unknown key, expired, another nonce) without
 * teaching the real provider to misbehave. The relying party checks it exactly like a real one.
 */
export interface ForgedProvider {
  issuer: string;
  clientId: string;
  /** What the next token request answers: claims over the defaults, and how to sign. */
  nextToken(forge: (defaults: JWTPayload) => Promise<string> | string): void;
  sign(claims: JWTPayload, options?: { withForeignKey?: boolean }): Promise<string>;
  /** The nonce of the authorization request (the relying party drew it): default claim of the forged tokens. */
  setNonce(nonce: string): void;
  stop(): Promise<void>;
}

export async function startForgedProvider(): Promise<ForgedProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'forged-client';
  let issuer = '';
  let forgeNext: ((defaults: JWTPayload) => Promise<string> | string) | undefined;
  let nonce = '';

  const sign = async (claims: JWTPayload, options: { withForeignKey?: boolean } = {}) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(options.withForeignKey ? foreign.privateKey : privateKey);

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/token' && request.method === 'POST') {
      void (async () => {
        const now = Math.floor(Date.now() / 1000);
        const defaults: JWTPayload = { iss: issuer, aud: clientId, sub: 'forged-subject', iat: now, exp: now + 300, nonce };
        const idToken = forgeNext ? await forgeNext(defaults) : await sign(defaults);
        forgeNext = undefined;
        send(200, { access_token: 'forged-access-token', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      })();
      return;
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    nextToken(forge) {
      forgeNext = forge;
    },
    sign,
    setNonce(value) {
      nonce = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The relying party put its nonce in the authorization URL; the forged tokens carry it by default. */
export function rememberAuthorization(provider: ForgedProvider, authorizationUrl: URL): { state: string; nonce: string } {
  const nonce = authorizationUrl.searchParams.get('nonce')!;
  provider.setNonce(nonce);
  return { state: authorizationUrl.searchParams.get('state')!, nonce };
}
