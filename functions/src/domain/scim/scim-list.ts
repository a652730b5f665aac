import { SCIM_MAX_PAGE, SCIM_SCHEMAS } from '@worknest/shared/scim-rules';
import { parse as parseScimFilter, type Filter } from 'scim2-parse-filter';
import { InvalidInputError } from '../errors';

/** What every SCIM operation acts for: the token's company, the app's origin (for locations), now. */
export interface ScimContext {
  companyDomain: string;
  appOrigin: string;
  nowMs: number;
}

export interface ScimListResponse<T> {
  schemas: [typeof SCIM_SCHEMAS.listResponse];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
}

export function listResponse<T>(all: readonly T[], startIndex: number | undefined, count: number | undefined): ScimListResponse<T> {
  const start = Math.max(1, startIndex ?? 1);
  const size = Math.min(Math.max(0, count ?? SCIM_MAX_PAGE), SCIM_MAX_PAGE);
  const page = all.slice(start - 1, start - 1 + size);
  return { schemas: [SCIM_SCHEMAS.listResponse], totalResults: all.length, startIndex: start, itemsPerPage: page.length, Resources: page };
}

export function parseFilter(raw: string): Filter {
  try {
    return parseScimFilter(raw);
  } catch (error) {
    throw new InvalidInputError(`The filter is not valid: ${(error as Error).message}`, undefined, 'invalidFilter');
  }
}

