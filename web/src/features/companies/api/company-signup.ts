import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@worknest/shared/auth';
import type { CompanyDomainCheck, CompanySetup, CompanySignupRequest, SetupFeeCheckout } from '@worknest/shared/company-signup-rules';
import { apiRequest, getQueryFn } from '../../../lib/api-request';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { activeUiLocale } from '../../../lib/i18n';

/**
 * `POST /api/company-signups`: 202 and one neutral sentence, whatever the domain's state (issue 38).
 * Issue 40: with the page's language, the mails' (not the test-only pseudo-locale).
 */
export function requestCompanySignup(body: CompanySignupRequest): Promise<{ message: string }> {
  const locale = activeUiLocale();
  return apiRequest('POST', '/api/company-signups', { ...body, ...(locale === 'pseudo' ? {} : { locale }) });
}

export function useRequestCompanySignup() {
  return useMutation({ mutationFn: requestCompanySignup });
}

/** `POST /api/company-signups/confirm {token}`: creates the company, signs the founder in; `next` is the setup page. */
export function confirmCompanySignup(token: string): Promise<{ user: User; next: string }> {
  return apiRequest('POST', '/api/company-signups/confirm', { token });
}

export const COMPANY_SETUP_QUERY_KEY = ['/api/company/setup'] as const;

/** `GET /api/company/setup`: the setup steps of the signed-in HR's company. */
export function companySetupQueryOptions() {
  return queryOptions({ queryKey: COMPANY_SETUP_QUERY_KEY, queryFn: getQueryFn<CompanySetup>({ on401: 'throw' }) });
}

/** The setup, asked again every `pollMs` while a payment is on its way from Stripe's webhook. */
export function useCompanySetup(pollMs: number | false = false) {
  return useQuery({ ...companySetupQueryOptions(), refetchInterval: pollMs });
}

/** `POST /api/company/setup/verify`: the DNS check now; the user is read again (the company may be active). */
export function useVerifySetupDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CompanyDomainCheck>('POST', '/api/company/setup/verify'),
    onSuccess: (answer) => {
      queryClient.setQueryData(COMPANY_SETUP_QUERY_KEY, answer.setup);
      if (answer.setup.status === 'active') void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** `POST /api/company/setup-fee`: `{ url }` of Stripe Checkout's page for the setup fee. */
export function useStartSetupFee() {
  return useMutation({ mutationFn: () => apiRequest<SetupFeeCheckout>('POST', '/api/company/setup-fee') });
}
