import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@worknest/shared/auth-rules';
import { clearedSessionCookies, SESSION_COOKIE, sessionCookies, sessionTokenOf } from './session-cookie';

const sessionCookie = (value: string, expiresAtMs: number) => sessionCookies(value, expiresAtMs)[0]!;
const clearedSessionCookie = () => clearedSessionCookies()[0]!;

const token = 'a'.repeat(43);

describe('session cookie', () => {
  afterEach(() => {
    delete process.env.APP_ORIGIN;
    delete process.env.SESSION_COOKIE_NAME;
  });

  it('is HttpOnly, Secure, SameSite=Lax, Path=/ and lasts until the session expires', () => {
    process.env.APP_ORIGIN = 'https://worknest.example';
    const cookie = sessionCookie(token, Date.now() + 10 * 24 * 3600_000);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${token}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=86\\d{4}$`));
  });

  it('drops Secure only for plain-http localhost', () => {
    process.env.APP_ORIGIN = 'http://localhost:3000';
    expect(sessionCookie(token, Date.now() + 1000)).not.toContain('Secure');
    process.env.APP_ORIGIN = 'http://worknest.example';
    expect(sessionCookie(token, Date.now() + 1000)).toContain('Secure');
  });

  it('clears with Max-Age=0', () => {
    expect(clearedSessionCookie()).toMatch(/^worknest_session=; .*Max-Age=0$/);
  });

  it('comes with a readable hint of the same lifetime that holds no secret, cleared with it (issue 29)', () => {
    process.env.APP_ORIGIN = 'https://worknest.example';
    const [session, hint] = sessionCookies(token, Date.now() + 10 * 24 * 3600_000);
    const maxAge = /Max-Age=(\d+)/.exec(session!)![1];
    expect(hint).toBe(`${SESSION_HINT_COOKIE}=1; Secure; SameSite=Lax; Path=/; Max-Age=${maxAge}`);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).not.toContain(token);
    expect(clearedSessionCookies()[1]).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=; Secure; .*Max-Age=0$`));
  });

  it('reads the token from the cookies array or a cookie header, and ignores malformed values', () => {
    expect(sessionTokenOf({ cookies: ['other=1', `${SESSION_COOKIE}=${token}`], headers: {} })).toBe(token);
    expect(sessionTokenOf({ headers: { cookie: `x=y; ${SESSION_COOKIE}=${token}` } })).toBe(token);
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=short`], headers: {} })).toBeNull();
    expect(sessionTokenOf({ headers: {} })).toBeNull();
  });

  it('reads a token that names its owner (issue 15) and refuses one with more or stranger parts', () => {
    const named = `${token}.${Buffer.from('user-1').toString('base64url')}.${Buffer.from('acme.test').toString('base64url')}`;
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=${named}`], headers: {} })).toBe(named);
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=${named}.x`], headers: {} })).toBeNull();
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=${token}.a b.c`], headers: {} })).toBeNull();
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=${token}..c`], headers: {} })).toBeNull();
  });

  it('refuses a request that carries the session cookie twice (cookie tossing)', () => {
    const other = 'b'.repeat(43);
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=${token}`, `${SESSION_COOKIE}=${other}`], headers: {} })).toBeNull();
    expect(sessionTokenOf({ headers: { cookie: `${SESSION_COOKIE}=${token}; ${SESSION_COOKIE}=${token}` } })).toBeNull();
  });

  it('uses the name the stage sets (SESSION_COOKIE_NAME), and only that name', () => {
    process.env.APP_ORIGIN = 'https://worknest.example';
    process.env.SESSION_COOKIE_NAME = '__Host-worknest_session';
    expect(sessionCookie(token, Date.now() + 60_000)).toMatch(/^__Host-worknest_session=a{43}; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=\d+$/);
    expect(clearedSessionCookie()).toMatch(/^__Host-worknest_session=; .*Max-Age=0$/);
    expect(sessionTokenOf({ cookies: [`__Host-worknest_session=${token}`], headers: {} })).toBe(token);
    // The default name is someone else's cookie on such a stage (a sibling subdomain may set it).
    expect(sessionTokenOf({ cookies: [`${SESSION_COOKIE}=${token}`], headers: {} })).toBeNull();
  });
});
