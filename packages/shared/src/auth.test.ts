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
