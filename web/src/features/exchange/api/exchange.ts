import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeProgramme, HostRewards } from '@worknest/shared/credit-rules';
import type { SwapList, SwapView } from '@worknest/shared/swap-rules';
import { apiRequest } from '../../../lib/api-request';
import { CREDITS_QUERY_KEY, creditsQueryOptions } from '../../../lib/credits-query';

/** Issue 37: home exchange (credits, swaps, HR's programme and rewards for hosts). */
export { CREDITS_QUERY_KEY, creditsQueryOptions };
export const SWAPS_QUERY_KEY = ['/api/swaps'] as const;
export const PROGRAMME_QUERY_KEY = ['/api/hr/exchange-programme'] as const;
export const HOST_REWARDS_QUERY_KEY = ['/api/hr/host-rewards'] as const;

/** The member's balance and latest entries (`enabled: false` when the company runs no programme). */
export function useCredits() {
  return useQuery(creditsQueryOptions());
}

export function useSwaps() {
  return useQuery({ queryKey: SWAPS_QUERY_KEY, queryFn: () => apiRequest<SwapList>('GET', '/api/swaps') });
}

export function useExchangeProgramme() {
  return useQuery({ queryKey: PROGRAMME_QUERY_KEY, queryFn: () => apiRequest<ExchangeProgramme>('GET', '/api/hr/exchange-programme') });
}

export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programme: ExchangeProgramme) => apiRequest<ExchangeProgramme>('PUT', '/api/hr/exchange-programme', programme),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROGRAMME_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
    },
  });
}

export function useHostRewards() {
  return useQuery({ queryKey: HOST_REWARDS_QUERY_KEY, queryFn: () => apiRequest<HostRewards>('GET', '/api/hr/host-rewards') });
}

export function useSaveHostRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewards: HostRewards) => apiRequest<HostRewards>('PUT', '/api/hr/host-rewards', rewards),
    onSuccess: (saved) => queryClient.setQueryData(HOST_REWARDS_QUERY_KEY, saved),
  });
}

/** Accept, decline or withdraw a swap. */
export function useAnswerSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' | 'withdraw' }) => apiRequest<SwapView>('POST', `/api/swaps/${id}/${answer}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SWAPS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings'] });
    },
  });
}
