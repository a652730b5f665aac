import { utcDate } from '@worknest/shared/booking-rules';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  filtersOf,
  pageOfMatches,
  SEARCH_MESSAGES,
  type ListingSearchPage,
  type ListingSearchQuery,
} from '@worknest/shared/listing-search-rules';
import { logger } from '../../logging/logger';
import { companySearchEntries } from '../../store/listing-search';
import { getExchangeProgramme } from '../../store/credits';
import { getOffices } from '../../store/offices';
import { InvalidInputError } from '../errors';
import { withRatings } from './listing-ratings';
import { getTravelPolicy } from '../../store/travel-policy';

/**
 * `GET /api/listings` with filters or another order (issue 18): the caller's company's search
 * entries, brought up to date by one Query, filtered and paged with the shared rules, without the
 * caller's own homes (`viewerId`) and those of members of a blocked pair (`hiddenHostIds`, issue 39), each card with its rating. Only the caller's company is ever
 * read: the domain comes from the session, never from the query.
 */
export async function searchListings(
  companyDomain: string,
  query: ListingSearchQuery,
  nowMs: number,
  viewerId?: string,
  hiddenHostIds?: ReadonlySet<string>,
): Promise<ListingSearchPage> {
  const after = query.cursor ? decodeSearchCursor(query.cursor, query.sort) : null;
  if (query.cursor && !after) throw new InvalidInputError(SEARCH_MESSAGES.cursor, [{ path: 'cursor', message: SEARCH_MESSAGES.cursor }], 'invalid_cursor');
  // Issue 41: `near` is one of the caller's company's offices with a position, else a 400 naming it;
  // read beside the entries (a cold copy takes a while), checked after them.
  const officeRead = query.near ? officeNear(companyDomain, query.near).then((found) => ({ found }), (error: unknown) => ({ error })) : null;
  // Issue 35: `inPolicy=true` keeps homes within the company's cap for their country.
  const policyRead = query.inPolicy ? getTravelPolicy(companyDomain) : null;
  // Issue 37 (ADR 0161): `accepts=credits|swap` finds nothing in a company that does not run it.
  if (query.accepts) {
    const programme = await getExchangeProgramme(companyDomain);
    if (!(query.accepts === 'credits' ? programme.creditsEnabled : programme.swapsEnabled)) return { items: [], nextCursor: null, total: 0 };
  }
  const { entries, sync } = await companySearchEntries(companyDomain, query.sort);
  // The searcher's own homes are not in their grid (issue 29): left out before paging and counting.
  const policy = policyRead ? await policyRead : null;
  const filters = {
    ...filtersOf(query),
    ...(viewerId ? { excludeHostId: viewerId } : {}),
    ...(hiddenHostIds?.size ? { excludeHostIds: hiddenHostIds } : {}),
    ...(policy ? { policyCaps: { maxNightlyCents: policy.maxNightlyCents, countryCaps: policy.countryCaps } } : {}),
  };
  const officeAnswer = officeRead ? await officeRead : null;
  if (officeAnswer && 'error' in officeAnswer) throw officeAnswer.error;
  const office = officeAnswer?.found ?? null;
  const page = pageOfMatches(entries, office ? { ...filters, origin: office } : filters, query.sort, query.limit, after, utcDate(nowMs), nowMs);
  if (sync.mode !== 'delta') logger.info('search entries loaded', { companyDomain, entries: entries.length, ...sync });
  return {
    items: await withRatings(page.items.map((entry) => entry.card)),
    nextCursor: page.after ? encodeSearchCursor({ sort: query.sort, after: page.after }) : null,
    total: page.total,
    ...(office ? { office: { id: office.id, name: office.name } } : {}),
  };
}

async function officeNear(companyDomain: string, officeId: string): Promise<{ id: string; name: string; latitude: number; longitude: number }> {
  const office = (await getOffices(companyDomain)).find((candidate) => candidate.id === officeId);
  if (!office || office.latitude === null || office.longitude === null) {
    throw new InvalidInputError(SEARCH_MESSAGES.near, [{ path: 'near', message: SEARCH_MESSAGES.near }], 'validation_failed');
  }
  return { id: office.id, name: office.name, latitude: office.latitude, longitude: office.longitude };
}
