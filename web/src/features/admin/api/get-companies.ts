import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyInfo } from '@worknest/shared/people';
import type { SsoSettingsRequest, SsoTestResult } from '@worknest/shared/sso';
import { apiRequest } from '../../../lib/api-request';

export const COMPANIES_QUERY_KEY = ['/api/admin/companies'] as const;

/** `GET /api/admin/companies`, every page: enrolled companies by domain (a handful). */
export async function getCompanies(): Promise<CompanyInfo[]> {
  const companies: CompanyInfo[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: CompanyInfo[]; nextCursor: string | null } = await apiRequest(
      'GET',
      `/api/admin/companies${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    companies.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return companies;
}

export function companiesQueryOptions() {
  return queryOptions({ queryKey: COMPANIES_QUERY_KEY, queryFn: getCompanies });
}

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}

/** `POST /api/admin/companies {domain, name}`. */
export function enrollCompany(input: { domain: string; name: string }): Promise<CompanyInfo> {
  return apiRequest('POST', '/api/admin/companies', input);
}

/** `PUT /api/admin/companies/{domain}/status {status}`. */
export function setCompanyStatus(domain: string, status: 'active' | 'suspended'): Promise<CompanyInfo> {
  return apiRequest('PUT', `/api/admin/companies/${encodeURIComponent(domain)}/status`, { status });
}

export function useEnrollCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enrollCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }) });
}

export function useSetCompanyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domain, status }: { domain: string; status: 'active' | 'suspended' }) => setCompanyStatus(domain, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
}

/** `POST /api/admin/companies/{domain}/verify`: looks up the domain's TXT record now (issue 19). */
export function verifyCompanyDomain(domain: string): Promise<{ company: CompanyInfo; outcome: string; message: string }> {
  return apiRequest('POST', `/api/admin/companies/${encodeURIComponent(domain)}/verify`);
}

export function useVerifyCompanyDomain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyCompanyDomain, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }) });
}

/** `PUT /api/admin/companies/{domain}/sso`: the secret is write-only (left out, the stored one stays). */
export function updateCompanySso(domain: string, settings: SsoSettingsRequest): Promise<CompanyInfo> {
  return apiRequest('PUT', `/api/admin/companies/${encodeURIComponent(domain)}/sso`, settings);
}

export function useUpdateCompanySso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domain, settings }: { domain: string; settings: SsoSettingsRequest }) => updateCompanySso(domain, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
}

/** `POST /api/admin/companies/{domain}/sso/test {issuer}`: what the provider's discovery document says. */
export function testCompanySso(domain: string, issuer: string): Promise<SsoTestResult> {
  return apiRequest('POST', `/api/admin/companies/${encodeURIComponent(domain)}/sso/test`, { issuer });
}

export function useTestCompanySso() {
  return useMutation({ mutationFn: ({ domain, issuer }: { domain: string; issuer: string }) => testCompanySso(domain, issuer) });
}
