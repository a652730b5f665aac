import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from './sso-rules';

describe('safeReturnTo (issue 33, finding 1): only paths under /app/ after normalisation', () => {
  it.each([
    ['/app/listings?city=Berlin', '/app/listings?city=Berlin'],
    ['/app/messages/abc', '/app/messages/abc'],
    ['/app/bookings?tab=past#x', '/app/bookings?tab=past#x'],
    ['/app/a/../b', '/app/b'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    // The bypasses the review found: each normalises into a protocol-relative //host.
    '/.//evil.example',
    '/app/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/app/%2e%2e//evil.example',
    '/app/%2E%2e/%2fevil.example',
    // Protocol-relative and backslashes, plain and encoded.
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2f/evil.example',
    '/%5c/evil.example',
    '/app/%2f%2fevil.example',
    '/app/%5cevil.example',
    // Tabs, newlines and other control characters (the URL parser drops tabs and newlines).
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/app/\x00x',
    // Schemes and other paths of the site.
    'https://evil.example/app/',
    'javascript:alert(1)',
    '/api/auth/logout',
    '/apple',
    '/app',
    '/login',
    '',
    `/app/${'x'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 5, ['/app/x'], { toString: () => '/app/x' }]) expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });
});
