import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const key = Buffer.from('k'.repeat(48));

describe('unsubscribe tokens', () => {
  it('name the member and kind they were signed for', () => {
    const token = signUnsubscribeToken(key, 'user-1', 'messages');
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId: 'user-1', kind: 'messages' });
  });

  it('refuse a token signed with another key, an altered payload or signature, and malformed input', () => {
    const token = signUnsubscribeToken(key, 'user-1', 'messages');
    const [payload, signature] = token.split('.') as [string, string];
    expect(verifyUnsubscribeToken(Buffer.from('x'.repeat(48)), token)).toBeNull();
    const otherPayload = Buffer.from('user-2:messages').toString('base64url');
    expect(verifyUnsubscribeToken(key, `${otherPayload}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    for (const bad of ['', '.', 'abc', `${payload}.`, `${token}.extra`, `${payload}.${'A'.repeat(10)}`]) {
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
    }
  });

  it('refuses a validly signed payload whose kind is unknown', () => {
    // Signing is only ever done for known kinds; a key leak aside, this guards the parser.
    const token = signUnsubscribeToken(key, 'user-1', 'messages').replace(/^[^.]+/, Buffer.from('user-1:everything').toString('base64url'));
    expect(verifyUnsubscribeToken(key, token)).toBeNull();
  });
});
