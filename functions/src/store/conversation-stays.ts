import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { keys } from './keys';

/** What the card at the top of a conversation shows of a stay (issue 29). */
export interface ConversationStayRecord {
  id: string;
  listingId: string;
  guestId: string;
  hostId: string;
  companyDomain: string;
  listingTitle: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  numberOfGuests: number;
  status: string;
}

const FIELDS = ['id', 'listingId', 'guestId', 'hostId', 'companyDomain', 'listingTitle', 'checkIn', 'checkOut', 'nights', 'numberOfGuests', 'status'] as const;
/** Trips read per Query, and Queries at most: a guest with more trips than this at other listings gets no card rather than a long read. */
const PAGE = 50;
const MAX_PAGES = 4;

/**
 * The guest's latest trip (by check-out) at one listing with that host: what a conversation
 * between them is about. Reads the guest's trips index (the same one My Bookings pages), newest
 * check-out first, filtered to the listing and to bookings that are or were a stay or a request
 * (a checkout left unpaid is no stay); stops at the first match.
 */
export async function findLatestGuestStay(guestId: string, hostId: string, listingId: string): Promise<ConversationStayRecord | null> {
  const names = Object.fromEntries(FIELDS.map((field, i) => [`#f${i}`, field]));
  let startKey: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression:
          '#listingId = :listing AND #hostId = :host AND (#status IN (:confirmed, :refunded, :requested, :declined, :expired) OR (#status = :cancelled AND attribute_exists(cancelledBy)))',
        ProjectionExpression: Object.keys(names).join(', '),
        ExpressionAttributeNames: { ...names, '#listingId': 'listingId', '#hostId': 'hostId', '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': keys.guestBookingsPartition(guestId),
          ':listing': listingId,
          ':host': hostId,
          ':confirmed': 'confirmed',
          ':refunded': 'refunded',
          ':requested': 'requested',
          ':declined': 'declined',
          ':expired': 'expired',
          ':cancelled': 'cancelled',
        },
        ScanIndexForward: false,
        Limit: PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    const item = result.Items?.[0];
    if (item) {
      return {
        id: item.id as string,
        listingId: item.listingId as string,
        guestId: item.guestId as string,
        hostId: item.hostId as string,
        companyDomain: item.companyDomain as string,
        listingTitle: item.listingTitle as string,
        checkIn: item.checkIn as string,
        checkOut: item.checkOut as string,
        nights: Number(item.nights ?? 0),
        numberOfGuests: Number(item.numberOfGuests ?? 0),
        status: item.status as string,
      };
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) return null;
  }
  return null;
}
