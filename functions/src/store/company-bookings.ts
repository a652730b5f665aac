import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { holdIsActive, type BookingRecord } from './bookings';
import { keys } from './keys';

/*
 * The admin's Bookings view (docs/data-model.md, "Dashboards and reviews"): a company's bookings
 * by check-in date on gsi3, which the bookings store writes when it creates a booking. A status
 * filter applies within the Query's pages (a page may come back short; the cursor goes on).
 */

export type CompanyBooking = Pick<
  BookingRecord,
  | 'id' | 'listingId' | 'listingTitle' | 'companyDomain' | 'guestId' | 'hostId' | 'checkIn' | 'checkOut' | 'nights' | 'numberOfGuests'
  | 'status' | 'isPaid' | 'totalAmount' | 'serviceFee' | 'createdAt' | 'timeZone'
  // Issue 17 (the cancellation) and 21 (the split and the payout).
  | 'cancelledBy' | 'refundedAmount' | 'accommodationAmount' | 'commissionBasisPoints' | 'payoutStatus' | 'payoutAmount' | 'payoutReversedAmount'
> & { holdActive: boolean };

const fields = [
  'id', 'listingId', 'listingTitle', 'companyDomain', 'guestId', 'hostId', 'checkIn', 'checkOut', 'nights', 'numberOfGuests', 'status',
  'isPaid', 'totalAmount', 'serviceFee', 'createdAt', 'timeZone', 'holdsReleasedAt', 'holdExpiresAtMs',
  'cancelledBy', 'refundedAmount', 'accommodationAmount', 'commissionBasisPoints', 'payoutStatus', 'payoutAmount', 'payoutReversedAmount',
] as const;

export interface CompanyBookingQuery {
  domain: string;
  /** Check-in on or after this day (yyyy-MM-dd). */
  from?: string;
  /** Check-in on or before this day. */
  to?: string;
  status?: string;
  limit: number;
  startKey?: Record<string, unknown>;
}

export async function listCompanyBookings(query: CompanyBookingQuery, nowMs: number): Promise<{ bookings: CompanyBooking[]; lastKey: Record<string, unknown> | undefined }> {
  const names: Record<string, string> = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  const values: Record<string, unknown> = { ':pk': keys.companyBookingsPartition(query.domain) };
  let range = '';
  if (query.from || query.to) {
    // Sort keys are `<checkIn>#<id>`: '#' sorts before every id character, '~' after all of them.
    values[':from'] = `${query.from ?? '0000-00-00'}#`;
    values[':to'] = `${query.to ?? '9999-99-99'}#~`;
    range = ' AND gsi3sk BETWEEN :from AND :to';
  }
  let filter: string | undefined;
  if (query.status) {
    names['#status'] = 'status';
    values[':status'] = query.status;
    filter = '#status = :status';
  }
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: `gsi3pk = :pk${range}`,
      FilterExpression: filter,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
      Limit: query.limit,
      ExclusiveStartKey: query.startKey,
    }),
  );
  const bookings = (result.Items ?? []).map((item) => {
    const booking = Object.fromEntries(fields.map((field) => [field, item[field] ?? null])) as Record<string, unknown>;
    const holdActive = holdIsActive(booking as unknown as BookingRecord, nowMs);
    delete booking.holdsReleasedAt;
    delete booking.holdExpiresAtMs;
    return { ...booking, holdActive } as unknown as CompanyBooking;
  });
  return { bookings, lastKey: result.LastEvaluatedKey };
}
