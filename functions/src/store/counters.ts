import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCounterDelta, counterNames, emptyCounters, isoWeekStart, type CountedStay, type Counters, type WeekCounters } from '@worknest/shared/analytics-counters';
import type { Canceller } from '@worknest/shared/cancellation-rules';
import { db, tableName } from '../adapters/dynamodb';
import { logger } from '../logging/logger';
import { keys } from './keys';

/*
 * Analytics counters kept up to date on write (docs/data-model.md, "Dashboards and reviews"), so
 * the admin's Analytics view reads a handful of items instead of scanning the table. Every write
 * path that changes a counted fact calls one of the `count…` functions below right after its own
 * write has succeeded, exactly once per fact (a conditional write decides "once").
 *
 * Each fact is added to the platform total (`ALL`) and, when it belongs to a company, to that
 * company's scope. Plain `ADD` updates, not a transaction: concurrent transactions on one hot
 * counter item would cancel each other, while concurrent `ADD`s all apply.
 */

type Delta = Partial<Counters>;

const ALL = 'ALL';
const companyScope = (domain: string) => `COMPANY#${domain}`;

function addExpression(delta: Record<string, number>) {
  const entries = Object.entries(delta).filter(([, value]) => value !== 0);
  return {
    UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:c${i}`, value])),
    empty: entries.length === 0,
  };
}

async function add(key: Record<string, string>, delta: Record<string, number>): Promise<void> {
  const { empty, ...expression } = addExpression(delta);
  if (empty) return;
  await db.send(new UpdateCommand({ TableName: tableName(), Key: key, ...expression }));
}

/**
 * Adds to the totals of the platform and of `domain` (when given), and to the week of `weekOf`
 * (when given). A counter that fails to update must not fail the write it counts (that write
 * has happened): it is logged, and `npm run admin -- stats recount` rebuilds the counters.
 */
export async function bumpCounters(delta: Delta, options: { domain?: string | null; weekOf?: string } = {}): Promise<void> {
  const scopes = options.domain ? [ALL, companyScope(options.domain)] : [ALL];
  const week = options.weekOf ? isoWeekStart(options.weekOf) : null;
  const weekDelta: Record<string, number> = {};
  for (const name of ['bookings', 'nights', 'serviceFees'] as const) if (delta[name]) weekDelta[name] = delta[name];
  try {
    await Promise.all(
      scopes.flatMap((scope) => [
        add(keys.statsTotals(scope), delta as Record<string, number>),
        ...(week ? [add(keys.statsWeek(scope, week), weekDelta)] : []),
      ]),
    );
  } catch (error) {
    logger.error('analytics counter update failed; run `npm run admin -- stats recount`', { error: error as Error, delta, ...options });
  }
}

export const countCompanyEnrolled = () => bumpCounters({ companies: 1 });
export const countMemberJoined = (domain: string) => bumpCounters({ members: 1 }, { domain });
/** +1 when a listing becomes visible to its company, −1 when it stops being visible. */
export const countActiveListings = (domain: string, delta: number) => bumpCounters({ activeListings: delta }, { domain });
/** A booking confirmed (paid): counted in the week it was confirmed. */
export const countBookingConfirmed = (booking: { companyDomain: string; nights: number; serviceFee: number; confirmedAt: string }) =>
  bumpCounters({ bookings: 1, nights: booking.nights, serviceFees: booking.serviceFee }, { domain: booking.companyDomain, weekOf: booking.confirmedAt });
/**
 * A confirmed stay cancelled (issue 29): takes back what its refund took back (everything when all
 * was refunded, the refunded nights and fee of a partial refund), from the week it was counted in,
 * so the counters equal what `stats recount` rebuilds from the cancelled booking.
 */
export const countStayCancelled = (
  booking: CountedStay & { companyDomain: string; confirmedAt: string | null },
  refund: { amount: number; cancelledBy: Canceller },
) => bumpCounters(cancellationCounterDelta(booking, refund), { domain: booking.companyDomain, weekOf: booking.confirmedAt ?? undefined });
export const countWaitlistEntry = () => bumpCounters({ waitlist: 1 });
export const countDemoRequest = () => bumpCounters({ demoRequests: 1 });

function toCounters(item: Record<string, unknown> | undefined): Counters {
  const counters = emptyCounters();
  for (const name of counterNames) counters[name] = Number(item?.[name] ?? 0);
  return counters;
}

/** The totals of the platform, or of one company. */
export async function readTotals(domain?: string): Promise<Counters> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.statsTotals(domain ? companyScope(domain) : ALL) }));
  return toCounters(Item);
}

/** The totals of several companies at once (BatchGet, 100 keys a call). */
export async function readCompanyTotals(domains: readonly string[]): Promise<Map<string, Counters>> {
  const result = new Map<string, Counters>(domains.map((domain) => [domain, emptyCounters()]));
  for (let i = 0; i < domains.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: domains.slice(i, i + 100).map((domain) => keys.statsTotals(companyScope(domain))) },
    };
    while (request && Object.keys(request).length > 0) {
      const answer = await db.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of answer.Responses?.[tableName()] ?? []) {
        const domain = String(item.pk).slice(keys.statsPartition(companyScope('')).length);
        result.set(domain, toCounters(item));
      }
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return result;
}

/** The weeks from `fromWeek` to `toWeek` (Mondays, inclusive), every week present (zeros where nothing happened). */
export async function readWeeks(fromWeek: string, toWeek: string, domain?: string): Promise<WeekCounters[]> {
  const prefix = keys.statsWeekPrefix();
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.statsPartition(domain ? companyScope(domain) : ALL), ':from': `${prefix}${fromWeek}`, ':to': `${prefix}${toWeek}` },
      // At most a couple of years of weeks are asked for; one page holds them.
      Limit: 200,
    }),
  );
  const byWeek = new Map(Items.map((item) => [String(item.sk).slice(prefix.length), item]));
  const weeks: WeekCounters[] = [];
  for (let week = fromWeek; week <= toWeek; week = isoWeekStart(new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 86_400_000).toISOString())) {
    const item = byWeek.get(week);
    weeks.push({ weekStart: week, bookings: Number(item?.bookings ?? 0), nights: Number(item?.nights ?? 0), serviceFees: Number(item?.serviceFees ?? 0) });
  }
  return weeks;
}
