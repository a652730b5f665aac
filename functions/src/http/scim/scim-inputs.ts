import { InvalidInputError } from '../../domain/errors';
import type { ScimContext } from '../../domain/scim/scim-list';
import type { ScimRequest } from '../../middleware/define-scim-handler';
import { nowMs } from '../../clock';

/**
 * Inputs of the SCIM routes, checked without zod (the reads stay small; issue 15): the context,
 * the path id, the list query. PATCH bodies are parsed in scim-patch-inputs.ts.
 */

/** What every SCIM domain function needs: the token's company, the app's origin (for locations), now. */
export function scimContext(request: ScimRequest): ScimContext {
  return { companyDomain: request.companyDomain, appOrigin: request.appOrigin, nowMs: nowMs() };
}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}$/.test(value)) throw new InvalidInputError(`${name} must be a whole number.`, undefined, 'invalidValue');
  return Number(value);
}

/** `filter`, `startIndex`, `count` (RFC 7644 §3.4.2). */
export function listQuery(request: ScimRequest): { filter?: string; startIndex?: number; count?: number } {
  const filter = request.query.filter;
  if (filter !== undefined && filter.length > 1000) throw new InvalidInputError('The filter is too long.', undefined, 'invalidFilter');
  return { filter, startIndex: wholeNumber(request.query.startIndex, 'startIndex'), count: wholeNumber(request.query.count, 'count') };
}

export function idOf(request: ScimRequest): string {
  const id = request.params.id ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new InvalidInputError('The id is not valid.', undefined, 'invalidValue');
  return id;
}
