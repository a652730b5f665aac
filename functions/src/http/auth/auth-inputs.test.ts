import { eligibilityRequestSchema, loginRequestSchema, verifyRequestSchema } from '@worknest/shared/auth';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { eligibilityBody, linkTokenBody, loginBody } from './auth-inputs';

describe('POST /api/auth/request-magic-link: the plain body answers as loginRequestSchema (issue 15)', () => {
  it('same canonical mailbox, same messages', () => {
    for (const email of [
      undefined,
      null,
      5,
      '',
      '   ',
      'sam@acme.test',
      '  Sam.Smith+Trips@ACME.test ',
      '+x@acme.test',
      'a b@acme.test',
      'sam@acme',
      `${'x'.repeat(65)}@acme.test`,
      `sam@${'a'.repeat(250)}.test`,
      '=?utf-8?q?x?=@acme.test',
      ['sam@acme.test'],
    ]) {
      expect(answerOf(loginBody, { email }), JSON.stringify(email)).toStrictEqual(answerOf(loginRequestSchema, { email }));
    }
    expect(answerOf(loginBody, undefined)).toStrictEqual(answerOf(loginRequestSchema, undefined));
  });

  it('POST /api/auth/verify and /api/auth/link-preview {token}', () => {
    for (const token of [undefined, '', 'x'.repeat(42), 'x'.repeat(43), 'x'.repeat(44), `${'x'.repeat(42)}!`, 5]) {
      expect(answerOf(linkTokenBody, { token }), String(token)).toStrictEqual(answerOf(verifyRequestSchema, { token }));
    }
  });

  it('POST /api/auth/confirm-eligibility', () => {
    const valid = { firstName: 'Sam', lastName: 'Smith', isAdult: true, acceptsTerms: true };
    for (const change of [{}, { firstName: '' }, { lastName: ' \u0000 ' }, { firstName: 'x'.repeat(51) }, { isAdult: false }, { acceptsTerms: 'yes' }, { isAdult: undefined, acceptsTerms: undefined }, { extra: 1 }]) {
      const body = { ...valid, ...change };
      expect(answerOf(eligibilityBody, body), JSON.stringify(change)).toStrictEqual(answerOf(eligibilityRequestSchema, body));
    }
    expect(answerOf(eligibilityBody, {})).toStrictEqual(answerOf(eligibilityRequestSchema, {}));
  });
});
