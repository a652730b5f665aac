import { utcDate } from '@worknest/shared/booking-rules';
import { filtersOf, matchesSearch, type ListingSearchQuery, type SearchEntry, type SearchFilters } from '@worknest/shared/listing-search-rules';
import { alertMatches, alertWindow, savedSearchPath } from '@worknest/shared/saved-searches-rules';
import { sendMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { findBlockedPeers } from '../../store/blocks';
import { companySearchEntries } from '../../store/listing-search';
import { getOffices } from '../../store/offices';
import { getTravelPolicy } from '../../store/travel-policy';
import { claimSearchAlert, listDueSavedSearches, releaseSearchAlert, type DueSavedSearch } from '../../store/saved-searches';
import { getUser, type UserRecord } from '../../store/users';
import { searchAlertMail } from '../notifications/notification-mails';
import { mayMail, unsubscribeLinks } from '../notifications/optional-mail';
import { timeBudget } from '../time-budget';

const PAGE = 100;
/** Working time of one run (the job's timeout is 120 s): what is left is still due for the next run. */
const RUN_BUDGET_MS = 90_000;

export interface SearchAlertRun {
  /** Searches whose alert was due and that this run claimed. */
  due: number;
  /** E-mails sent. */
  sent: number;
  /** Due, nothing new: no e-mail, the window moves on. */
  nothingNew: number;
  /** Due, but the member may not be mailed (inactive, the kind turned off, a suppressed address): the window moves on. */
  notMailed: number;
  /** Taken by another run (or changed by the member) between the read and the claim. */
  skipped: number;
  failed: number;
}

/**
 * Issue 39, the `send-search-alerts` job: each saved search whose alert (daily or weekly) is due
 * gets one e-mail with the homes created since its last alert that match it for its member (the
 * listings grid's own rule: the member's company only, not their own homes, not the homes of a
 * member on the other side of a block, only homes in search), at most 10 listed. Nothing is sent
 * when nothing is new. Each alert is claimed first (lastAlertAt moves, conditionally), so two runs
 * that meet send it once; an e-mail that fails gives the claim back for the next run.
 */
/**
 * Reads a saved search's parameters by `GET /api/listings`'s own rule (the job passes the route's
 * zod-free query check); null for parameters that rule now refuses.
 */
export type SearchParamsReader = (params: Readonly<Record<string, string>>) => ListingSearchQuery | null;

export async function sendSearchAlerts(nowMs: number, readParams: SearchParamsReader): Promise<SearchAlertRun> {
  const run: SearchAlertRun = { due: 0, sent: 0, nothingNew: 0, notMailed: 0, skipped: 0, failed: 0 };
  const budget = timeBudget(RUN_BUDGET_MS);
  const appOrigin = requireEnv(ENV.appOrigin);
  const nowIso = new Date(nowMs).toISOString();
  const members = new Map<string, Promise<MemberContext | null>>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listDueSavedSearches(nowIso, PAGE, startKey);
    for (const search of page.items) {
      if (budget.spent()) return run;
      let context = members.get(search.userId);
      if (!context) members.set(search.userId, (context = memberContext(search.userId)));
      try {
        await alertOne(search, await context, nowMs, appOrigin, readParams, run);
      } catch (error) {
        run.failed += 1;
        logger.error('search alert failed', { userId: search.userId, searchId: search.id, error: error as Error });
      }
    }
    startKey = page.lastKey;
  } while (startKey);
  return run;
}

interface MemberContext {
  user: UserRecord | null;
  mayMail: boolean;
  blocked: ReadonlySet<string>;
}

async function memberContext(userId: string): Promise<MemberContext> {
  const user = await getUser(userId);
  const [mailable, blocked] = await Promise.all([mayMail(user, 'searchAlerts'), user ? findBlockedPeers(user.id) : Promise.resolve(new Set<string>())]);
  return { user, mayMail: mailable, blocked };
}

async function alertOne(search: DueSavedSearch, context: MemberContext | null, nowMs: number, appOrigin: string, readParams: SearchParamsReader, run: SearchAlertRun): Promise<void> {
  const window = alertWindow(search.lastAlertAt, nowMs);
  const user = context?.user ?? null;
  if (!user || !context?.mayMail) {
    // Not mailed: the window moves on, so turning alerts on again later starts from then, not from a backlog.
    if (await claimSearchAlert(search.userId, search, window.until)) run.notMailed += 1;
    else run.skipped += 1;
    return;
  }
  const found = await newMatches(user, search, readParams(search.params), context.blocked, window, nowMs);
  if (!(await claimSearchAlert(user.id, search, window.until))) {
    run.skipped += 1;
    return;
  }
  run.due += 1;
  if (found.total === 0) {
    run.nothingNew += 1;
    return;
  }
  try {
    await sendMail(
      searchAlertMail({
        recipient: user,
        searchName: search.name,
        listings: found.listings.map(({ card }) => ({ id: card.id, title: card.title, city: card.city, country: card.country, pricePerNight: card.pricePerNight })),
        total: found.total,
        searchUrl: `${appOrigin}${savedSearchPath(search.params)}`,
        appOrigin,
        unsubscribe: await unsubscribeLinks(user.id, 'searchAlerts', appOrigin),
      }),
    );
    run.sent += 1;
    logger.info('search alert sent', { userId: user.id, searchId: search.id, listings: found.total });
  } catch (error) {
    await releaseSearchAlert(user.id, search, window.until);
    throw error;
  }
}

/** The homes of the window that match the search for this member, by the listings grid's own rule. */
async function newMatches(user: UserRecord, search: DueSavedSearch, query: ListingSearchQuery | null, blocked: ReadonlySet<string>, window: { after: string; until: string }, nowMs: number) {
  // A saved search was checked by this rule when saved; one a later rule refuses finds nothing (and is logged).
  if (!query) {
    logger.warn('saved search no longer valid', { userId: user.id, searchId: search.id });
    return { listings: [], total: 0 };
  }
  let filters: SearchFilters = { ...filtersOf(query), excludeHostId: user.id, ...(blocked.size ? { excludeHostIds: blocked } : {}) };
  if (query.near) {
    const office = (await getOffices(user.companyDomain)).find((candidate) => candidate.id === query.near);
    if (!office || office.latitude === null || office.longitude === null) return { listings: [], total: 0 };
    filters = { ...filters, origin: { latitude: office.latitude, longitude: office.longitude } };
  }
  // Issue 35: an "In policy" search keeps homes within the company's cap for their country, as the grid does.
  if (query.inPolicy) {
    const policy = await getTravelPolicy(user.companyDomain);
    filters = { ...filters, policyCaps: { maxNightlyCents: policy.maxNightlyCents, countryCaps: policy.countryCaps } };
  }
  const { entries } = await companySearchEntries(user.companyDomain, 'newest');
  const today = utcDate(nowMs);
  return alertMatches<SearchEntry>(entries, (entry) => matchesSearch(entry, filters, today, nowMs), window);
}
