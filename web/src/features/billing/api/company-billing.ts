import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentsConfig } from '@worknest/shared/booking';
import type { CompanyBilling, CompanyBillingInput, CompanyInvoiceList, CostCentre, CostCentreList, SetupIntentAnswer } from '@worknest/shared/company-billing';
import { apiRequest } from '../../../lib/api-request';

export const BILLING_QUERY_KEY = ['/api/hr/billing'] as const;
const INVOICES_QUERY_KEY = ['/api/hr/invoices'] as const;
const COST_CENTRES_QUERY_KEY = ['/api/hr/cost-centres'] as const;

/** `GET /api/hr/billing`; refetched every 2 s while a card just confirmed waits for Stripe's webhook. */
export function useCompanyBilling(options: { waitingForCard?: boolean } = {}) {
  return useQuery({
    queryKey: BILLING_QUERY_KEY,
    queryFn: () => apiRequest<CompanyBilling>('GET', '/api/hr/billing'),
    refetchInterval: options.waitingForCard ? 2_000 : false,
  });
}

export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyBillingInput) => apiRequest<CompanyBilling>('PUT', '/api/hr/billing', input),
    onSuccess: (billing) => queryClient.setQueryData(BILLING_QUERY_KEY, billing),
  });
}

/** `POST /api/hr/billing/setup-intent`: the client secret the card form confirms. */
export function startCardSetup(): Promise<SetupIntentAnswer> {
  return apiRequest<SetupIntentAnswer>('POST', '/api/hr/billing/setup-intent');
}

export function useCompanyInvoices() {
  return useQuery({ queryKey: INVOICES_QUERY_KEY, queryFn: () => apiRequest<CompanyInvoiceList>('GET', '/api/hr/invoices') });
}

export function useCostCentres() {
  return useQuery({ queryKey: COST_CENTRES_QUERY_KEY, queryFn: () => apiRequest<CostCentreList>('GET', '/api/hr/cost-centres') });
}

export function useSaveCostCentres() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costCentres: CostCentre[]) => apiRequest<CostCentreList>('PUT', '/api/hr/cost-centres', { costCentres }),
    onSuccess: (list) => queryClient.setQueryData(COST_CENTRES_QUERY_KEY, list),
  });
}

/** `GET /api/payments/config`: the publishable key, and the emulator URL when running locally. */
export function usePaymentsConfig() {
  return useQuery(queryOptions({ queryKey: ['/api/payments/config'], queryFn: () => apiRequest<PaymentsConfig>('GET', '/api/payments/config') }));
}
