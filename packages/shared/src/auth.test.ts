import { describe, expect, it } from 'vitest';
import { displayName, LOGIN_EMAIL_MESSAGE, loginRequestSchema, profileUpdateSchema } from './auth';

describe('loginRequestSchema (SPEC §5 Login)', () => {
  it.each([
    ['', false],
    ['ada', false],
    ['ada@', false],
    ['ada@acme', false],
    ['ada @acme.test', false],
    ['ada@acme.test', true],
    ['  Ada@Acme.TEST ', true],
  ])('%j valid: %s', (email, valid) => {
    const result = loginRequestSchema.safeParse({ email });
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(LOGIN_EMAIL_MESSAGE);
  });

  it('normalizes the address to lower case without spaces', () => {
    expect(loginRequestSchema.parse({ email: '  Ada@Acme.TEST ' }).email).toBe('ada@acme.test');
  });

  it('answers the login message when the field is missing', () => {
    const result = loginRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOGIN_EMAIL_MESSAGE);
  });
});

describe('profileUpdateSchema (SPEC §5 Profile)', () => {
  it('trims and sends empty values as absent', () => {
    expect(profileUpdateSchema.parse({ username: '  ', phoneNumber: ' +49 30 1234 ' })).toEqual({
      username: undefined,
      phoneNumber: '+49 30 1234',
    });
  });

  it('refuses a phone number with letters', () => {
    const result = profileUpdateSchema.safeParse({ phoneNumber: 'call me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid phone number');
  });
});

describe('displayName (app header)', () => {
  it.each([
    [{ firstName: 'Ada', email: 'ada@acme.test' }, 'Ada'],
    [{ firstName: null, email: 'sam.rivera@acme.test' }, 'sam.rivera'],
    [{ firstName: '  ', email: 'x@acme.test' }, 'x'],
  ])('%j → %s', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

describe('work e-mail syntax and canonical mailbox (issue 14)', () => {
  it.each([
    'a\u0000@b.c',
    'a\u0007b@acme.test',
    '"a b"@acme.test',
    'a(comment)@acme.test',
    'a%b@acme.test',
    'a@b@acme.test',
    '=?utf-8?q?a?=@acme.test',
    'é@acme.test',
    '.a@acme.test',
    'a..b@acme.test',
    'a@-acme.test',
    'a@acme..test',
    'a@acme.test.',
    '+tag@acme.test',
    `${'a'.repeat(65)}@acme.test`,
    `a@${'b'.repeat(250)}.test`,
  ])('refuses %j with the login message', (email) => {
    const result = loginRequestSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOGIN_EMAIL_MESSAGE);
  });

  it.each([
    ['Alice+Back@Acme.TEST', 'alice@acme.test'],
    ['alice+a+b@acme.test', 'alice@acme.test'],
    ["o'neil.x_y-z@mail.acme.co.uk", "o'neil.x_y-z@mail.acme.co.uk"],
    ['a@xn--80ak6aa92e.com', 'a@xn--80ak6aa92e.com'],
  ])('%j is the mailbox %j', (email, canonical) => {
    expect(loginRequestSchema.parse({ email }).email).toBe(canonical);
  });
});
