import { ssoCallbackQuerySchema, ssoDiscoverRequestSchema, ssoStartQuerySchema } from '@worknest/shared/sso';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { ssoCallbackQuery, ssoDiscoverBody, ssoStartQuery } from './sso-inputs';

const emails: unknown[] = [undefined, '', ' Sam+X@ACME.test ', 'sam@acme.test', 'nope', 5];

describe('the single sign-on routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('POST /api/auth/sso/discover', () => {
    for (const email of emails) expect(answerOf(ssoDiscoverBody, { email }), String(email)).toStrictEqual(answerOf(ssoDiscoverRequestSchema, { email }));
  });

  it('GET /api/auth/sso/start', () => {
    for (const email of emails) {
      for (const returnTo of [undefined, '', '/app/bookings?tab=past#x', '//evil.test', 'https://evil.test', '/a\\b', `/${'x'.repeat(511)}`, `/${'x'.repeat(512)}`]) {
        const query = { email, returnTo };
        expect(answerOf(ssoStartQuery, query), JSON.stringify(query).slice(0, 80)).toStrictEqual(answerOf(ssoStartQuerySchema, query));
      }
    }
    expect(answerOf(ssoStartQuery, { email: 'sam@acme.test' })).toStrictEqual(answerOf(ssoStartQuerySchema, { email: 'sam@acme.test' }));
  });

  it('GET /api/auth/sso/callback', () => {
    for (const query of [{}, { code: 'c', state: 's' }, { error: 'access_denied', iss: 'https://id.test' }, { code: 'x'.repeat(2049) }, { state: 'x'.repeat(257) }, { error: 'x'.repeat(257) }, { iss: 'x'.repeat(501) }, { other: 'dropped' }]) {
      expect(answerOf(ssoCallbackQuery, query), JSON.stringify(query).slice(0, 80)).toStrictEqual(answerOf(ssoCallbackQuerySchema, query));
    }
  });
});
