import { ISSUER_MESSAGE } from '@worknest/shared/sso-rules';
import { issuerAllowedInStage } from '../../adapters/openid-provider';
import { InvalidInputError } from '../errors';

export { isLoopbackHost, issuerAllowedInStage } from '../../adapters/openid-provider';

/** Refuses, as the settings form's issuer field error, an issuer this stage does not allow. */
export function requireIssuerAllowedInStage(issuer: string): void {
  if (!issuerAllowedInStage(issuer)) throw new InvalidInputError(ISSUER_MESSAGE, [{ path: 'issuer', message: ISSUER_MESSAGE }], 'invalid_input');
}
