import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { keys } from './keys';
import { toBooking, type BookingRecord } from './bookings';

/**
 * The confirmed stays and open requests on a host's listings whose check-out is `fromDay` or later
 * (issue 29: what deactivating the host cancels, declines or leaves to finish). One key range of
 * the hostings index (B9: `gsi2sk = <checkOut>#<id>`), every page; cancelled, declined and expired
 * ones are filtered out. A host's future hostings are a few dozen items at most.
 */
export async function listHostedStaysAhead(hostId: string, fromDay: string): Promise<BookingRecord[]> {
  const bookings: BookingRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
        FilterExpression: '#status IN (:confirmed, :requested)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': keys.hostBookingsPartition(hostId), ':from': fromDay, ':confirmed': 'confirmed', ':requested': 'requested' },
        ExclusiveStartKey: startKey,
      }),
    );
    bookings.push(...(page.Items ?? []).map(toBooking));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return bookings;
}
