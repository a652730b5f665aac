import { afterEach, describe, expect, it } from 'vitest';
import { ENV } from '../../config/function-environment';
import { providerConfiguration } from '../../adapters/openid-provider';
import { testCompanySso, updateCompanySso } from '../companies/company-sso';
import { InvalidInputError } from '../errors';
import { isLoopbackHost, issuerAllowedInStage } from './sso-issuer';

/*
 * Issue 33, finding 9: loopback issuers were accepted for single sign-on in every stage. They are
 * now only where the stage allows loopback (the local cloud), like calendar imports. No store is
 * needed: the issuer is checked before anything is read.
 */
const loopbackIssuers = ['http://localhost:8006', 'http://127.0.0.1:8006', 'http://[::1]:8006', 'https://localhost', 'https://auth.localhost/', 'http://127.8.9.10'];

afterEach(() => {
  delete process.env[ENV.ssoIssuerAllowLoopback];
});

describe('single sign-on issuers on loopback hosts', () => {
  it.each(loopbackIssuers)('refuses %s where the stage does not allow loopback, allows it where it does', (issuer) => {
    expect(issuerAllowedInStage(issuer, false)).toBe(false);
    expect(issuerAllowedInStage(issuer, true)).toBe(true);
  });

  it.each(['https://login.microsoftonline.com/tid/v2.0', 'https://accounts.google.com', 'https://idp.127.0.0.1.example.com'])('allows the public issuer %s', (issuer) => {
    expect(issuerAllowedInStage(issuer, false)).toBe(true);
  });

  it('knows the loopback host names', () => {
    for (const host of ['localhost', 'LOCALHOST.', 'a.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0', '[::ffff:127.0.0.1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['example.com', '10.0.0.1', '[2001:4860::1]', 'localhost.example.com']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('saving, testing and using an issuer on localhost is refused in a stage without loopback', async () => {
    const settings = { enabled: true as const, issuer: 'http://localhost:8006', clientId: 'worknest', clientSecret: 'secret', required: false };
    await expect(updateCompanySso('acme.test', settings)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(updateCompanySso('acme.test', settings)).rejects.toMatchObject({ issues: [{ path: 'issuer' }] });
    await expect(testCompanySso('acme.test', 'http://127.0.0.1:8006')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(providerConfiguration({ issuer: 'http://[::1]:8006', clientId: 'worknest', clientSecret: 'secret' })).rejects.toThrow(/loopback/);
  });
});
