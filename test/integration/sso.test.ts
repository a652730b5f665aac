import { describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { callbackPath, idpPerson, refusalOf, signInWithSso, ssoCompany, startSso, throughProvider } from './support/sso';

describe('single sign-on through the local OpenID provider', () => {
  it('signs a new member in through the provider, creates them as an employee named from the claims, and lands where they started', async () => {
    const domain = await ssoCompany();
    const email = await idpPerson(domain, { givenName: 'Noor', familyName: 'Haddad' });
    const client = new ApiClient();
    const answer = await signInWithSso(client, email, '/app/listings?city=Berlin');
    expect(answer.status, answer.text).toBe(302);
    expect(answer.headers.get('location')).toBe('/app/listings?city=Berlin');
    const me = await client.get<{ email: string; role: string; firstName: string; lastName: string; companyDomain: string; eligibilityConfirmedAt: string | null }>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'employee', firstName: 'Noor', lastName: 'Haddad', companyDomain: domain, eligibilityConfirmedAt: null });
  });
});
