import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@worknest/shared/auth';
import { apiRequest } from '../../../lib/api-request';

/** `POST /api/auth/request-magic-link`: the same `{ message }` for every valid address. */
export function requestMagicLink(body: LoginRequest): Promise<{ message: string }> {
  return apiRequest('POST', '/api/auth/request-magic-link', body);
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
