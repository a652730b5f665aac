import { describe, expect, it } from 'vitest';
import { newSessionToken, sessionOwnerOf } from './sessions';

describe('session tokens (issue 15)', () => {
  it('name their user and company after 32 random bytes, so one BatchGetItem reads all three', () => {
    const token = newSessionToken({ userId: '6f1c2a9e-0000-4000-8000-000000000001', companyDomain: 'acme.test' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sessionOwnerOf(token)).toEqual({ userId: '6f1c2a9e-0000-4000-8000-000000000001', companyDomain: 'acme.test' });
    expect(newSessionToken({ userId: 'u', companyDomain: 'd.test' }).slice(0, 43)).not.toBe(newSessionToken({ userId: 'u', companyDomain: 'd.test' }).slice(0, 43));
  });

  it('read a token of the older form as naming nobody', () => {
    expect(sessionOwnerOf('a'.repeat(43))).toBeNull();
    expect(sessionOwnerOf(`${'a'.repeat(43)}..`)).toBeNull();
  });
});
