import { describe, expect, it } from 'vitest';
import { COMPANY_SIGNUP_MESSAGES, companySignupLinkOf, emailAtDomain, signupRefusal } from './company-signup-rules';

describe('self-serve company sign-up rules (issue 38)', () => {
  const freeMail = (domain: string) => ['gmail.com', 'mailinator.com'].includes(domain);

  it.each([
    ['fay@example.test', 'example.test', true],
    ['Fay@Example.TEST', 'example.test', true],
    ['fay@example.test', ' Example.test ', true],
    ['fay@mail.example.test', 'example.test', false],
    ['fay@example.test.evil', 'example.test', false],
    ['fay@other.test', 'example.test', false],
    ['no-at-sign', 'example.test', false],
  ])('%s at %s: %s', (email, domain, expected) => {
    expect(emailAtDomain(email, domain)).toBe(expected);
  });

  it('refuses free-mail and disposable domains before the domain rule', () => {
    expect(signupRefusal({ email: 'fay@gmail.com', domain: 'gmail.com' }, freeMail)).toEqual({ path: 'domain', message: COMPANY_SIGNUP_MESSAGES.freeMail });
    expect(signupRefusal({ email: 'x@mailinator.com', domain: 'Mailinator.com' }, freeMail)).toEqual({ path: 'domain', message: COMPANY_SIGNUP_MESSAGES.freeMail });
  });

  it('refuses an e-mail outside the company domain', () => {
    expect(signupRefusal({ email: 'fay@other.test', domain: 'example.test' }, freeMail)).toEqual({ path: 'email', message: COMPANY_SIGNUP_MESSAGES.domainMismatch });
  });

  it('accepts a work e-mail at the company domain', () => {
    expect(signupRefusal({ email: 'fay@example.test', domain: 'example.test' }, freeMail)).toBeNull();
  });

  it('puts the token in the fragment of the confirmation link', () => {
    expect(companySignupLinkOf('https://app.test', 'abc_-1')).toBe('https://app.test/for-companies/confirm#token=abc_-1');
  });
});
