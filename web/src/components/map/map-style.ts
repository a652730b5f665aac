import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request';

/** `GET /api/maps/style` (issue 41): the MapLibre style URL of this stage, or null (no maps there). */
export function mapStyleQueryOptions() {
  return queryOptions({ queryKey: ['/api/maps/style'], queryFn: () => apiRequest<{ styleUrl: string | null }>('GET', '/api/maps/style') });
}

export function useMapStyle(enabled = true) {
  return useQuery({ ...mapStyleQueryOptions(), enabled });
}
