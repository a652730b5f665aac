import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewType } from '@worknest/shared/review';
import { db, tableName } from '../adapters/dynamodb';
import { batchGetItems } from './batch-get';
import { isConditionFailure } from './conditional';
import { transactWithConflictRetry } from './transact';
import { keys } from './keys';
import { dueQueuePage } from './query-page';
import { updateIf } from './update-if';

/**
 * Reviews (docs/data-model.md, "Dashboards and reviews"). One item per review at `REVIEW#<id>`,
 * written together with a guard item `BOOKING#<bookingId>` / `REVIEW#<type>` so a stay gets one
 * review per direction however many requests race. Pending reviews sit in one sparse gsi1
 * partition (the moderation queue); approved guest reviews in their listing's gsi2 partition,
 * with a count and rating-sum item per listing for the average.
 */
export interface ReviewRecord {
  id: string;
  bookingId: string;
  reviewerId: string;
  revieweeId: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  isApproved: boolean;
  moderatedBy: string | null;
  moderatedAt: string | null;
  createdAt: string;
  // Snapshot of the stay, so the queue and the listing read no other item.
  listingId: string;
  listingTitle: string;
  companyDomain: string;
  checkIn: string;
  checkOut: string;
  reviewerName: string;
  revieweeName: string;
  // Issue 20: double-blind. Null on reviews written before, which were never blind.
  /** The instant it is shown at the latest (start of check-out + 14 days, UTC). */
  revealAt: string | null;
  /** When it was shown to the other side (both written, or the reveal job). */
  revealedAt: string | null;
  /** The host's one reply to a published review of their home. */
  replyText: string | null;
  repliedAt: string | null;
}

/** Shown to the other side (stored fact; the reveal time may have passed before the job marked it). */
export function isMarkedRevealed(review: Pick<ReviewRecord, 'revealAt' | 'revealedAt'>): boolean {
  return review.revealedAt !== null || review.revealAt === null;
}

const reviewFields = [
  'id', 'bookingId', 'reviewerId', 'revieweeId', 'reviewType', 'rating', 'comment', 'isApproved', 'moderatedBy', 'moderatedAt',
  'createdAt', 'listingId', 'listingTitle', 'companyDomain', 'checkIn', 'checkOut', 'reviewerName', 'revieweeName',
  'revealAt', 'revealedAt', 'replyText', 'repliedAt',
] as const satisfies readonly (keyof ReviewRecord)[];

function toReview(item: Record<string, unknown>): ReviewRecord {
  const review = {} as Record<string, unknown>;
  for (const field of reviewFields) review[field] = item[field] ?? null;
  return review as unknown as ReviewRecord;
}

/** Writes a new, unapproved review and its once-per-stay guard. False when this stay already has one in this direction. */
export async function createReview(review: ReviewRecord): Promise<boolean> {
  const item = {
    ...keys.review(review.id),
    ...keys.pendingReviewsIndex(review.createdAt, review.id),
    ...(review.revealAt && !review.revealedAt ? keys.blindReviewsIndex(review.revealAt, review.id) : {}),
    type: 'review',
    ...Object.fromEntries(Object.entries(review).filter(([, value]) => value !== null)),
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.bookingReview(review.bookingId, review.reviewType), type: 'bookingReview', reviewId: review.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getReview(reviewId: string): Promise<ReviewRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.review(reviewId), ConsistentRead: true }));
  return Item ? toReview(Item) : null;
}

/** The review of a stay in one direction, if written. */
export async function getBookingReview(bookingId: string, reviewType: ReviewType): Promise<ReviewRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.bookingReview(bookingId, reviewType), ConsistentRead: true }));
  return Item ? getReview(String(Item.reviewId)) : null;
}

/**
 * The reviews of many stays, both directions, as getBookingReview reads them one at a time, in two
 * BatchGetItems (the once-per-stay guards, then the reviews they name; strongly consistent) instead
 * of two reads per stay (issue 31: the booking lists answer each stay's review state).
 * @returns the reviews found, by `stayReviewKey(bookingId, reviewType)`.
 */
export async function getBookingsReviews(bookingIds: readonly string[]): Promise<Map<string, ReviewRecord>> {
  const types: ReviewType[] = ['guest_to_host', 'host_to_guest'];
  const guardKeys = bookingIds.flatMap((bookingId) => types.map((type) => keys.bookingReview(bookingId, type)));
  const guards = await batchGetItems(guardKeys, { consistentRead: true, projection: ['reviewId'] });
  const reviewIds = [...guards.values()].map((guard) => String(guard.reviewId));
  const items = await batchGetItems(reviewIds.map((id) => keys.review(id)), { consistentRead: true });
  const reviews = new Map<string, ReviewRecord>();
  for (const item of items.values()) {
    const review = toReview(item);
    reviews.set(stayReviewKey(review.bookingId, review.reviewType), review);
  }
  return reviews;
}

export function stayReviewKey(bookingId: string, reviewType: ReviewType): string {
  return `${bookingId}\u0000${reviewType}`;
}

export interface ReviewPage {
  reviews: ReviewRecord[];
  lastKey: Record<string, unknown> | undefined;
}

/** The moderation queue, oldest first. */
export async function listPendingReviews(limit: number, startKey?: Record<string, unknown>): Promise<ReviewPage> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pendingReviewsPartition() },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { reviews: (result.Items ?? []).map(toReview), lastKey: result.LastEvaluatedKey };
}

/** A listing's approved reviews, newest first. */
export async function listListingReviews(listingId: string, limit: number, startKey?: Record<string, unknown>): Promise<ReviewPage> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.listingReviewsPartition(listingId) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { reviews: (result.Items ?? []).map(toReview), lastKey: result.LastEvaluatedKey };
}

export interface ListingReviewStats {
  count: number;
  ratingSum: number;
  /** Reviews per number of stars, 1 to 5 (issue 20; reviews approved before count in none). */
  stars: [number, number, number, number, number];
}

export async function getListingReviewStats(listingId: string): Promise<ListingReviewStats> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.listingReviewStats(listingId) }));
  const stars = [1, 2, 3, 4, 5].map((n) => Number(Item?.[`stars${n}`] ?? 0)) as ListingReviewStats['stars'];
  return { count: Number(Item?.reviewCount ?? 0), ratingSum: Number(Item?.ratingSum ?? 0), stars };
}

/** The transaction item that adds a published guest review to its listing's count, sum and distribution. */
function statsItem(review: ReviewRecord) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.listingReviewStats(review.listingId),
      UpdateExpression: `SET #type = :type ADD reviewCount :one, ratingSum :rating, stars${review.rating} :one`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'listingReviewStats', ':one': 1, ':rating': review.rating },
    },
  };
}

/** Blind reviews whose reveal time has come, oldest first (the reveal job's sweep). */
export async function listBlindReviewsDue(
  nowIso: string,
  limit: number,
  /** Where the previous page ended (its `next`). */
  startKey?: Record<string, unknown>,
): Promise<{ reviews: ReviewRecord[]; next: Record<string, unknown> | undefined }> {
  const page = await dueQueuePage('gsi3', keys.blindReviewsPartition(), nowIso, limit, startKey);
  return { reviews: page.items.map(toReview), next: page.lastKey };
}

/**
 * Shows a blind review to the other side, once: sets `revealedAt` and leaves the blind index; an
 * approved guest review joins its listing (index, count, distribution) in the same transaction.
 * Conditional on the moderation state read, so a concurrent approval cannot be missed: 'changed'
 * means read again and retry. 'already' when another run revealed it first.
 */
export async function revealReview(review: ReviewRecord, at: string): Promise<'revealed' | 'already' | 'changed'> {
  if (isMarkedRevealed(review)) return 'already';
  const showsOnListing = review.isApproved && review.reviewType === 'guest_to_host';
  const listingIndex = keys.listingReviewsIndex(review.listingId, review.createdAt, review.id);
  try {
    await transact({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.review(review.id),
            UpdateExpression: `SET revealedAt = :at${showsOnListing ? ', gsi2pk = :gsi2pk, gsi2sk = :gsi2sk' : ''} REMOVE gsi3pk, gsi3sk`,
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revealedAt) AND isApproved = :approved AND ' +
              (review.moderatedAt ? 'attribute_exists(moderatedAt)' : 'attribute_not_exists(moderatedAt)'),
            ExpressionAttributeValues: {
              ':at': at,
              ':approved': review.isApproved,
              ...(showsOnListing ? { ':gsi2pk': listingIndex.gsi2pk, ':gsi2sk': listingIndex.gsi2sk } : {}),
            },
          },
        },
        ...(showsOnListing ? [statsItem(review)] : []),
      ],
    });
    return 'revealed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await getReview(review.id);
    return !now || now.revealedAt ? 'already' : 'changed';
  }
}

/** The host's one reply; false when there is one already (or the review is gone). */
export async function addReviewReply(reviewId: string, text: string, at: string): Promise<boolean> {
  return updateIf({
    Key: keys.review(reviewId),
    UpdateExpression: 'SET replyText = :text, repliedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(replyText)',
    ExpressionAttributeValues: { ':text': text, ':at': at },
  });
}

/** A deleted listing's average and count (its reviews stay with their stays). Idempotent. */
export async function deleteListingReviewStats(listingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.listingReviewStats(listingId) }));
}

/** Retries a transaction that only met another one in flight (a busy listing's stats item). */
const transact = (input: ConstructorParameters<typeof TransactWriteCommand>[0]) => transactWithConflictRetry(input, 5);

/**
 * Records a moderator's decision once: the review leaves the queue; approved, a guest's review of
 * a stay joins its listing's reviews and the listing's count and rating sum, in the same
 * transaction. False when the review is unknown or was moderated already.
 */
export async function moderateReview(review: ReviewRecord, decision: { approve: boolean; moderatorId: string; at: string }): Promise<boolean | 'changed'> {
  // Issue 20: a review still blind joins its listing when it is revealed (revealReview), not now.
  const revealed = isMarkedRevealed(review);
  const showsOnListing = decision.approve && review.reviewType === 'guest_to_host' && revealed;
  const listingIndex = keys.listingReviewsIndex(review.listingId, review.createdAt, review.id);
  try {
    await transact({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.review(review.id),
            UpdateExpression: `SET isApproved = :approved, moderatedBy = :by, moderatedAt = :at${showsOnListing ? ', gsi2pk = :gsi2pk, gsi2sk = :gsi2sk' : ''} REMOVE gsi1pk, gsi1sk`,
            ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(moderatedAt)${revealed ? '' : ' AND attribute_not_exists(revealedAt)'}`,
            ExpressionAttributeValues: {
              ':approved': decision.approve,
              ':by': decision.moderatorId,
              ':at': decision.at,
              ...(showsOnListing ? { ':gsi2pk': listingIndex.gsi2pk, ':gsi2sk': listingIndex.gsi2sk } : {}),
            },
          },
        },
        ...(showsOnListing ? [statsItem(review)] : []),
      ],
    });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Revealed between the read and the write: the caller reads again and decides with that.
    const now = await getReview(review.id);
    return now && !now.moderatedAt && now.revealedAt && !revealed ? 'changed' : false;
  }
}
