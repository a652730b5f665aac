import { useMutation } from '@tanstack/react-query';
import { SSO_START_PATH, type SsoDiscoverResult } from '@worknest/shared/sso';
import { apiRequest } from '../../../lib/api-request';

/** `POST /api/auth/sso/discover {email}`: does the address's company sign in through its identity provider (issue 19)? */
export function discoverSso(email: string): Promise<SsoDiscoverResult> {
  return apiRequest('POST', '/api/auth/sso/discover', { email });
}

export function useDiscoverSso() {
  return useMutation({ mutationFn: discoverSso });
}

/** Where "Continue with single sign-on" goes: a full navigation, the server redirects to the provider. */
export function ssoStartUrl(email: string, returnTo: string): string {
  return `${SSO_START_PATH}?${new URLSearchParams({ email, returnTo })}`;
}
