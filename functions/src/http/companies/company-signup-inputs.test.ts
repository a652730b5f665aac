import { companySignupConfirmSchema, companySignupSchema } from '@worknest/shared/company-signup';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { companySignupBody, companySignupConfirmBody } from './company-signup-inputs';

describe('the company sign-up bodies answer as their zod schemas (issue 38)', () => {
  const valid = { firstName: 'Fay', lastName: 'Founder', email: 'fay@example-co.test', companyName: 'Example Co', domain: 'example-co.test' };

  it.each([
    ['valid', {}],
    ['no first name', { firstName: '' }],
    ['a long last name', { lastName: 'x'.repeat(51) }],
    ['a bad e-mail', { email: 'fay@' }],
    ['an e-mail at another domain', { email: 'fay@other.test' }],
    ['an e-mail at a subdomain', { email: 'fay@mail.example-co.test' }],
    ['upper case and spaces', { email: '  Fay+Setup@Example-Co.TEST ', domain: ' Example-Co.test ' }],
    ['no company name', { companyName: '   ' }],
    ['a long company name', { companyName: 'x'.repeat(101) }],
    ['a bad domain', { domain: 'not a domain' }],
    ['nothing', { firstName: undefined, lastName: undefined, email: undefined, companyName: undefined, domain: undefined }],
    ['numbers', { firstName: 5, email: 7, domain: 9 }],
  ])('%s', (_name, change) => {
    const body = { ...valid, ...change };
    expect(answerOf(companySignupBody, body)).toStrictEqual(answerOf(companySignupSchema, body));
  });

  it('not an object', () => {
    for (const body of [undefined, null, [], 'x']) expect(answerOf(companySignupBody, body)).toStrictEqual(answerOf(companySignupSchema, body));
  });

  it('the confirmation token', () => {
    for (const token of [undefined, '', 'x'.repeat(42), 'x'.repeat(43), `${'x'.repeat(42)}!`, 5]) {
      expect(answerOf(companySignupConfirmBody, { token }), String(token)).toStrictEqual(answerOf(companySignupConfirmSchema, { token }));
    }
  });
});
