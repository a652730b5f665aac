import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportAnswer, ReportGrouping } from '@worknest/shared/hr-report-rules';
import { apiRequest } from '../../../lib/api-request';

/** Issue 36: HR's business-travel reports and duty of care. */
export interface ReportParams {
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

export const reportSearch = (params: ReportParams) => new URLSearchParams({ from: params.from, to: params.to, groupBy: params.groupBy }).toString();

/** `GET /api/hr/reports`: rows of the grouping and the totals. */
export function travelReportQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: ['/api/hr/reports', params] as const,
    queryFn: () => apiRequest<ReportAnswer>('GET', `/api/hr/reports?${reportSearch(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useTravelReport(params: ReportParams) {
  return useQuery(travelReportQueryOptions(params));
}

export interface TravellerToday {
  bookingId: string;
  traveller: { id: string; name: string };
  listingTitle: string;
  city: string | null;
  country: string | null;
  checkIn: string;
  checkOut: string;
  host: { name: string; phone: string | null };
}

/** `GET /api/hr/travellers`: who is on a business stay today (duty of care). */
export function travellersTodayQueryOptions() {
  return queryOptions({ queryKey: ['/api/hr/travellers'] as const, queryFn: () => apiRequest<{ date: string; travellers: TravellerToday[] }>('GET', '/api/hr/travellers') });
}

export function useTravellersToday() {
  return useQuery(travellersTodayQueryOptions());
}
