import { ssoSettingsRequestSchema, ssoTestRequestSchema } from '@worknest/shared/sso';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { ssoSettingsBody, ssoTestBody } from './company-sso-inputs';

const on = { enabled: true, issuer: 'https://id.acme.test', clientId: 'worknest', clientSecret: 's3cret', required: false };
const issuers: unknown[] = [undefined, '', ' https://id.acme.test ', 'http://localhost:8080/realm', 'http://id.acme.test', 'https://id.acme.test/?x=1', 'https://u:p@id.acme.test', `https://id.acme.test/${'a'.repeat(500)}`, 'not a url', 5];

describe('the company SSO routes\' plain bodies answer as their zod schemas (issue 15)', () => {
  it('PUT /api/admin/companies/{domain}/sso', () => {
    const bodies: unknown[] = [
      undefined,
      null,
      5,
      [],
      {},
      { enabled: 'yes' },
      { enabled: null },
      { enabled: false },
      { enabled: false, issuer: 'dropped' },
      { enabled: true },
      on,
      { ...on, extra: 1 },
      ...issuers.map((issuer) => ({ ...on, issuer })),
      ...[undefined, '', ' ', ' id ', 'a b', 'é', 'x'.repeat(255), 'x'.repeat(256), 5].map((clientId) => ({ ...on, clientId })),
      ...[undefined, '', ' s ', 'a b', 'x'.repeat(1024), 'x'.repeat(1025), null].map((clientSecret) => ({ ...on, clientSecret })),
      ...[true, 'no', undefined, 0].map((required) => ({ ...on, required })),
    ];
    for (const body of bodies) expect(answerOf(ssoSettingsBody, body), JSON.stringify(body)?.slice(0, 100)).toStrictEqual(answerOf(ssoSettingsRequestSchema, body));
  });

  it('POST /api/admin/companies/{domain}/sso/test', () => {
    for (const issuer of issuers) expect(answerOf(ssoTestBody, { issuer }), String(issuer)).toStrictEqual(answerOf(ssoTestRequestSchema, { issuer }));
    expect(answerOf(ssoTestBody, undefined)).toStrictEqual(answerOf(ssoTestRequestSchema, undefined));
  });
});
