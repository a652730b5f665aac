import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, hostClosedStayStatuses, hostLiveStayStatuses, type HostStayPeriod } from '@worknest/shared/booking-rules';
import { db, tableName } from '../adapters/dynamodb';
import { toBooking, type BookingPage } from './bookings';
import { queryFilledPage } from './filled-page';
import { keys } from './keys';

/*
 * The host's stays (My Hostings) on gsi2 (`USER#<host>#HOSTINGS`, `<checkOut>#<id>`), which lists
 * every booking a host was shown: confirmed stays and requests, and what became of them (issue 29):
 * `upcoming` (check-out after today, soonest first) and `past` (latest first) hold stays and
 * requests still waiting; `cancelled` holds the cancelled stays and the declined, withdrawn or
 * expired requests, whatever their dates, latest check-out first.
 */

const statusFilter = (statuses: readonly string[]) => ({
  FilterExpression: `#status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
  ExpressionAttributeNames: { '#status': 'status' },
  values: Object.fromEntries(statuses.map((status, i) => [`:s${i}`, status])),
});

export async function listHostStays(
  hostId: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
  period: { when: HostStayPeriod; today: string } | undefined,
): Promise<BookingPage> {
  // `<checkOut>#<id>` >= `<tomorrow>` exactly when the check-out is after today.
  const tomorrow = period ? addDays(period.today, 1) : '';
  const range = period?.when === 'upcoming' ? ' AND gsi2sk >= :tomorrow' : period?.when === 'past' ? ' AND gsi2sk < :tomorrow' : '';
  const filter = period ? statusFilter(period.when === 'cancelled' ? hostClosedStayStatuses : hostLiveStayStatuses) : null;
  const page = await queryFilledPage(
    {
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: `gsi2pk = :pk${range}`,
      ...(filter ? { FilterExpression: filter.FilterExpression, ExpressionAttributeNames: filter.ExpressionAttributeNames } : {}),
      ExpressionAttributeValues: { ':pk': keys.hostBookingsPartition(hostId), ...(range ? { ':tomorrow': tomorrow } : {}), ...filter?.values },
      ScanIndexForward: period?.when === 'upcoming',
      ExclusiveStartKey: startKey,
    },
    { limit },
  );
  return { bookings: page.items.map(toBooking), lastKey: page.lastKey };
}

/**
 * What My Hostings counts (issue 29): confirmed stays and requests still waiting for the host's
 * answer (before their deadline), and of those the ones not over yet (check-out today or later).
 */
export function countHostStays(hostId: string, today: string, nowMs: number): Promise<{ total: number; active: number }> {
  return countHostIndex(hostId, today, {
    expression: '#status = :confirmed OR (#status = :requested AND requestExpiresAtMs > :now)',
    values: { ':confirmed': 'confirmed', ':requested': 'requested', ':now': nowMs },
  });
}

/** How many confirmed stays a host has, and how many are not over yet: what the erasure waits for. */
export function countHostBookings(hostId: string, today: string): Promise<{ total: number; active: number }> {
  // The index also lists requests and cancelled stays (issue 17): only confirmed ones count.
  return countHostIndex(hostId, today, { expression: '#status = :confirmed', values: { ':confirmed': 'confirmed' } });
}

/** Counts the host's index entries that pass `filter` (on `#status`): all, and those with check-out today or later. */
async function countHostIndex(
  hostId: string,
  today: string,
  filter: { expression: string; values: Record<string, unknown> },
): Promise<{ total: number; active: number }> {
  const count = async (activeOnly: boolean) => {
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi2',
          KeyConditionExpression: activeOnly ? 'gsi2pk = :pk AND gsi2sk >= :today' : 'gsi2pk = :pk',
          FilterExpression: filter.expression,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pk': keys.hostBookingsPartition(hostId), ...filter.values, ...(activeOnly ? { ':today': today } : {}) },
          Select: 'COUNT',
          ExclusiveStartKey: startKey,
        }),
      );
      total += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return total;
  };
  const [total, active] = await Promise.all([count(false), count(true)]);
  return { total, active };
}
