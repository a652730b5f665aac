import type { Resolver } from 'react-hook-form';
import { ssoSettingsRequestSchema, type SsoSettingsRequest } from '@worknest/shared/sso';
import { schemaResolver } from '../../../components/form/schema-resolver';

/** The single sign-on dialog's boxes (Admin → Settings → a company). */
export interface SsoFormValues {
  issuer: string;
  clientId: string;
  /** Empty: keep the secret that is set. */
  clientSecret: string;
  required: boolean;
}

/** Saving turns SSO on with what was typed, checked with the server's `ssoSettingsRequestSchema`. */
const ssoSchemaResolver = schemaResolver<SsoFormValues, SsoSettingsRequest>(ssoSettingsRequestSchema, {
  toInput: ({ issuer, clientId, clientSecret, required }) => ({ enabled: true, issuer, clientId, clientSecret: clientSecret || undefined, required }),
});

/**
 * The dialog's check: the schema's, and a first setup (no secret set yet) needs a secret, which the
 * schema leaves optional (a saved one is kept). `secretRequired` is that message, already translated.
 */
export function ssoFormResolver(secretSet: boolean, secretRequired: string): Resolver<SsoFormValues, unknown, SsoSettingsRequest> {
  return async (values, context, options) => {
    const checked = await ssoSchemaResolver(values, context, options);
    if (values.clientSecret || secretSet) return checked;
    return { values: {}, errors: { ...checked.errors, clientSecret: { type: 'required', message: secretRequired } } };
  };
}
