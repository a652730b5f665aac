import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PayoutOnboarding, PayoutsOverview } from '@worknest/shared/payouts';
import { apiRequest } from '../../../lib/api-request';

export const PAYOUTS_QUERY_KEY = ['/api/payouts'] as const;

/** `GET /api/payouts`: my payout account's state and my stays' payouts (latest check-out first). */
export function payoutsQueryOptions() {
  return queryOptions({
    queryKey: PAYOUTS_QUERY_KEY,
    queryFn: () => apiRequest<PayoutsOverview>('GET', '/api/payouts?limit=20'),
  });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}

/** `POST /api/payouts/account`: a fresh Stripe onboarding link; the browser goes there next. */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: () => apiRequest<PayoutOnboarding>('POST', '/api/payouts/account'),
    onSuccess: ({ onboardingUrl }) => {
      window.location.assign(onboardingUrl);
    },
  });
}
