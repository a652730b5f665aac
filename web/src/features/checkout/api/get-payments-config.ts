import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@worknest/shared/booking';
import { apiRequest } from '../../../lib/api-request';

/** `GET /api/payments/config`: the publishable key, and the emulator URL when running locally. */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return apiRequest<PaymentsConfig>('GET', '/api/payments/config');
}

export function usePaymentsConfig() {
  return useQuery(queryOptions({ queryKey: ['/api/payments/config'], queryFn: getPaymentsConfig }));
}
