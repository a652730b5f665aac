import { useQuery } from '@tanstack/react-query';
import type { HostDeactivationPreview } from '@worknest/shared/host-deactivation';
import { apiRequest } from './api-request';

/**
 * `GET /api/hr/employees/{id}/deactivation` (issue 29): what deactivating a person would do to the
 * stays they host. HR's and the admin's deactivation dialogs both ask it (admins may call the HR
 * routes for anyone), so it lives beside the shared ActiveToggle rather than in one feature.
 */
export function getDeactivationPreview(id: string): Promise<HostDeactivationPreview> {
  return apiRequest('GET', `/api/hr/employees/${encodeURIComponent(id)}/deactivation`);
}

/** Asked each time the dialog opens (`enabled`), never cached: stays change between two openings. */
export function useDeactivationPreview(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['/api/hr/employees', id, 'deactivation'], queryFn: () => getDeactivationPreview(id), enabled, staleTime: 0, gcTime: 0 });
}
