import { describe, expect, it } from 'vitest';
import { SSO_SETTINGS_MESSAGES } from '@worknest/shared/sso-rules';
import { ssoFormResolver, type SsoFormValues } from './sso-form';

const options = { fields: {}, shouldUseNativeValidation: false };
const filled = (patch: Partial<SsoFormValues> = {}): SsoFormValues => ({
  issuer: 'https://login.acme.test',
  clientId: 'worknest-app',
  clientSecret: 's3cret-value',
  required: true,
  ...patch,
});

describe('ssoFormResolver (the SSO dialog, with the server schema)', () => {
  it('sends SSO on with what was typed', async () => {
    const result = await ssoFormResolver(false, 'Enter the secret')(filled(), undefined, options);
    expect(result).toEqual({ errors: {}, values: { enabled: true, issuer: 'https://login.acme.test', clientId: 'worknest-app', clientSecret: 's3cret-value', required: true } });
  });

  it('keeps a saved secret when the box is left empty', async () => {
    const result = await ssoFormResolver(true, 'Enter the secret')(filled({ clientSecret: '' }), undefined, options);
    expect(result.errors).toEqual({});
    // Not sent (JSON leaves out an undefined value): the server keeps the one it has.
    expect(result.values).toMatchObject({ enabled: true, clientSecret: undefined });
  });

  it('asks for a secret on a first setup, next to the schema’s own messages', async () => {
    const result = await ssoFormResolver(false, 'Enter the secret')(filled({ clientSecret: '', clientId: 'has space' }), undefined, options);
    expect(result.errors).toEqual({
      clientId: { type: expect.any(String), message: SSO_SETTINGS_MESSAGES.clientIdCharacters },
      clientSecret: { type: 'required', message: 'Enter the secret' },
    });
  });
});
