import { queryOptions } from '@tanstack/react-query';
import { SSO_START_PATH, type SsoDiscoverResult } from '@worknest/shared/sso';
import { apiRequest } from '../../../lib/api-request';

/** `POST /api/auth/sso/discover {email}`: does the address's company sign in through its identity provider (issue 19)? */
export function discoverSso(email: string): Promise<SsoDiscoverResult> {
  return apiRequest('POST', '/api/auth/sso/discover', { email });
}

/**
 * The company's answer for one (normalised) address, cached for the page's life: /login asks as
 * the address is typed (debounced) or leaves the field, and again on submit only if it has no
 * answer yet (issue 29 item 8).
 */
export function ssoDiscoveryQuery(email: string) {
  return queryOptions({
    queryKey: ['/api/auth/sso/discover', email] as const,
    queryFn: () => discoverSso(email),
    staleTime: Infinity,
    retry: false,
  });
}

/** Where "Continue with single sign-on" goes: a full navigation, the server redirects to the provider. */
export function ssoStartUrl(email: string, returnTo: string): string {
  return `${SSO_START_PATH}?${new URLSearchParams({ email, returnTo })}`;
}
