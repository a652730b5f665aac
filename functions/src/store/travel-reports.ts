import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_COMPANY_STAY_FEE_CENTS } from '@worknest/shared/company-billing-rules';
import {
  addDeltas,
  aggregateAttributes,
  cancelDelta,
  confirmDelta,
  stayMonth,
  type AggregateItem,
  type HotelBenchmarks,
  type TravelCell,
  type TravelDelta,
} from '@worknest/shared/hr-report-rules';
import { db, tableName } from '../adapters/dynamodb';
import { ENV } from '../config/function-environment';
import type { BookingRecord } from './booking-item';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

/*
 * Issue 36 (ADR 0135): a company's business-travel aggregates, per month of check-in: `MONTH#yyyy-MM`
 * (total, country, city, cost centre) and `TRAVELLERS#yyyy-MM` (per traveller), under
 * `COMPANY#<domain>#TRAVEL`. The lifecycle's money-moving transitions (store/booking-transitions:
 * a business stay confirmed, a confirmed one cancelled with its refund) add to them in their own
 * transaction, so a figure moves exactly when the money does; HR's reports Query at most 36 items.
 * `npm run admin -- stats recount` rebuilds them from the bookings (recountTravelAggregates).
 */

/** The per-stay fee the company's invoice carries (the `company-fees` setting; the default where a function has none). */
export function reportedStayFeeCents(): number {
  const raw = process.env[ENV.companyStayFeeCents];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_COMPANY_STAY_FEE_CENTS;
}

/** Issue 35's flag on a business stay's booking item (absent = false). */
function isOutOfPolicy(booking: object): boolean {
  return (booking as { outOfPolicy?: unknown }).outOfPolicy === true;
}

export function travelCellOf(booking: Pick<BookingRecord, 'checkIn' | 'country' | 'city' | 'costCentre' | 'guestId'>): TravelCell {
  return { month: stayMonth(booking.checkIn), country: booking.country ?? '', city: booking.city ?? '', costCentre: booking.costCentre ?? '', travellerId: booking.guestId };
}

/** What a business stay's confirmation adds. */
export function confirmedStayDelta(booking: BookingRecord): TravelDelta {
  return confirmDelta({ nights: booking.nights, totalAmount: booking.totalAmount, outOfPolicy: isOutOfPolicy(booking) }, reportedStayFeeCents());
}

/** What the cancellation of a confirmed business stay takes back. */
export function cancelledStayDelta(booking: BookingRecord, change: { refundedAmount: number; nightsFreed: number }): TravelDelta {
  return cancelDelta({ nights: booking.nights, totalAmount: booking.totalAmount, outOfPolicy: isOutOfPolicy(booking) }, { ...change, stayFeeCents: reportedStayFeeCents() });
}

function addUpdate(key: Record<string, string>, domain: string, month: string, kind: string, values: Record<string, number>) {
  const entries = Object.entries(values);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET #type = :type, #domain = :domain, #month = :month${entries.length ? ` ADD ${entries.map((_, i) => `#a${i} :a${i}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: { '#type': 'type', '#domain': 'domain', '#month': 'month', ...Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])) },
      ExpressionAttributeValues: { ':type': kind, ':domain': domain, ':month': month, ...Object.fromEntries(entries.map(([, value], i) => [`:a${i}`, value])) },
    },
  };
}

/**
 * The two aggregate updates a business stay's money transition commits with (none for a stay the
 * guest pays: private stays never appear in HR's reports).
 */
export function travelAggregateItems(booking: BookingRecord, delta: TravelDelta) {
  if (booking.payer !== 'company') return [];
  const cell = travelCellOf(booking);
  const attrs = aggregateAttributes(cell, delta);
  return [
    addUpdate(keys.companyTravelMonth(booking.companyDomain, cell.month), booking.companyDomain, cell.month, 'travelMonth', attrs.month),
    addUpdate(keys.companyTravelTravellers(booking.companyDomain, cell.month), booking.companyDomain, cell.month, 'travelTravellers', attrs.travellers),
  ];
}

/** The aggregate items of `from`..`to` (months, both included): the month items, or the travellers items. */
export async function readTravelAggregates(domain: string, from: string, to: string, travellers: boolean): Promise<AggregateItem[]> {
  const prefix = travellers ? 'TRAVELLERS#' : 'MONTH#';
  const items: AggregateItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.companyTravelPartition(domain), ':from': `${prefix}${from}`, ':to': `${prefix}${to}` },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) items.push({ month: String(item.month), attributes: item });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

// --- HR's benchmarks --------------------------------------------------------------------------

export interface BenchmarkOverridesRecord extends HotelBenchmarks {
  updatedAt: string;
  updatedBy: string;
}

export async function getBenchmarkOverrides(domain: string): Promise<BenchmarkOverridesRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.companyHotelBenchmarks(domain) }));
  if (!Item) return null;
  return {
    countries: (Item.countries as Record<string, number> | undefined) ?? {},
    cities: (Item.cities as HotelBenchmarks['cities'] | undefined) ?? [],
    updatedAt: String(Item.updatedAt),
    updatedBy: String(Item.updatedBy),
  };
}

export async function putBenchmarkOverrides(domain: string, overrides: HotelBenchmarks, by: string, at: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.companyHotelBenchmarks(domain), type: 'hotelBenchmarks', domain, ...overrides, updatedAt: at, updatedBy: by } }));
}

// --- The recount ----------------------------------------------------------------------------------

/** A booking item as the recount reads it: a business stay that was confirmed (and perhaps cancelled since). */
function countedDelta(item: Record<string, unknown>, stayFeeCents: number): TravelDelta | null {
  if (item.payer !== 'company' || typeof item.confirmedAt !== 'string') return null;
  const stay = { nights: Number(item.nights ?? 0), totalAmount: Number(item.totalAmount ?? 0), outOfPolicy: item.outOfPolicy === true };
  const confirmed = confirmDelta(stay, stayFeeCents);
  if (item.status === 'confirmed') return confirmed;
  if (item.status !== 'cancelled' || typeof item.cancelledBy !== 'string') return null;
  // Written with the cancellation since issue 36; before it, a stay cancelled before check-in freed every night.
  const nightsFreed = typeof item.nightsFreed === 'number' ? item.nightsFreed : String(item.cancelledAt ?? '') < String(item.checkIn) ? stay.nights : 0;
  return addDeltas(confirmed, cancelDelta(stay, { refundedAmount: Number(item.refundedAmount ?? 0), nightsFreed, stayFeeCents }));
}

/**
 * Rebuilds every company's travel aggregates from the bookings (a Scan: an operator's tool, run by
 * `npm run admin -- stats recount`, never a request path). Aggregate items no booking accounts for
 * any more are deleted.
 */
export async function recountTravelAggregates(): Promise<{ stays: number; items: number }> {
  const stayFee = reportedStayFeeCents();
  const built = new Map<string, { key: Record<string, string>; domain: string; month: string; type: string; values: Record<string, number> }>();
  const old: Record<string, string>[] = [];
  let stays = 0;
  const add = (key: Record<string, string>, domain: string, month: string, type: string, values: Record<string, number>) => {
    const id = `${key.pk}|${key.sk}`;
    const entry = built.get(id) ?? { key, domain, month, type, values: {} };
    for (const [name, value] of Object.entries(values)) entry.values[name] = (entry.values[name] ?? 0) + value;
    built.set(id, entry);
  };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (item.type === 'travelMonth' || item.type === 'travelTravellers') old.push({ pk: String(item.pk), sk: String(item.sk) });
      if (item.type !== 'booking') continue;
      const delta = countedDelta(item, stayFee);
      if (!delta) continue;
      stays++;
      const domain = String(item.companyDomain);
      const cell = travelCellOf({ checkIn: String(item.checkIn), country: (item.country as string | null) ?? null, city: (item.city as string | null) ?? null, costCentre: (item.costCentre as string | null) ?? null, guestId: String(item.guestId) });
      const attrs = aggregateAttributes(cell, delta);
      add(keys.companyTravelMonth(domain, cell.month), domain, cell.month, 'travelMonth', attrs.month);
      add(keys.companyTravelTravellers(domain, cell.month), domain, cell.month, 'travelTravellers', attrs.travellers);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  const fresh = new Set(built.keys());
  const requests = [
    ...old.filter((key) => !fresh.has(`${key.pk}|${key.sk}`)).map((key) => ({ DeleteRequest: { Key: key } })),
    ...[...built.values()].map((entry) => {
      // Zeros are dropped, as the live ADDs leave them: only the figures matter, and they are equal.
      const values = Object.fromEntries(Object.entries(entry.values).filter(([, value]) => value !== 0));
      return { PutRequest: { Item: { ...entry.key, type: entry.type, domain: entry.domain, month: entry.month, ...values } } };
    }),
  ];
  for (let i = 0; i < requests.length; i += 25) {
    let batch: Record<string, typeof requests> | undefined = { [tableName()]: requests.slice(i, i + 25) };
    while (batch && Object.keys(batch).length > 0) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: batch }));
      batch = answer.UnprocessedItems as typeof batch;
    }
  }
  return { stays, items: built.size };
}

// --- Duty of care -----------------------------------------------------------------------------------

export interface StayOnDay {
  id: string;
  guestId: string;
  hostId: string;
  listingTitle: string;
  city: string | null;
  country: string | null;
  checkIn: string;
  checkOut: string;
}

/**
 * The company's confirmed business stays under way on `day` (checked in on or before it, checking
 * out after it): one Query of the company's bookings by check-in (gsi3) over the longest stay's
 * reach. Only what duty of care needs is read: never the listing's address.
 */
export async function listBusinessStaysOn(domain: string, day: string, earliestCheckIn: string): Promise<StayOnDay[]> {
  const stays: StayOnDay[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
        FilterExpression: '#status = :confirmed AND payer = :company AND checkOut > :day',
        ProjectionExpression: 'id, guestId, hostId, listingTitle, city, country, checkIn, checkOut',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': keys.companyBookingsPartition(domain),
          ':from': `${earliestCheckIn}#`,
          ':to': `${day}#~`,
          ':confirmed': 'confirmed',
          ':company': 'company',
          ':day': day,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      stays.push({
        id: String(item.id),
        guestId: String(item.guestId),
        hostId: String(item.hostId),
        listingTitle: String(item.listingTitle ?? ''),
        city: (item.city as string | undefined) ?? null,
        country: (item.country as string | undefined) ?? null,
        checkIn: String(item.checkIn),
        checkOut: String(item.checkOut),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return stays;
}

// --- The monthly summary ------------------------------------------------------------------------

/** Claims the company's summary of `month` for this run (first caller wins): two runs send it once. */
export async function claimTravelSummary(domain: string, month: string, nowIsoValue: string): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.companyTravelSummary(domain, month), type: 'travelSummarySent', domain, month, claimedAt: nowIsoValue, ttl: Math.floor(Date.parse(nowIsoValue) / 1000) + 400 * 86_400 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back after a failure, so the next run tries the company again. */
export async function releaseTravelSummary(domain: string, month: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.companyTravelSummary(domain, month) }));
}
