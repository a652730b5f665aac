import { FAVOURITE_MESSAGES, FAVOURITES_MAX, type FavouriteState, type FavouritesPage } from '@worknest/shared/favourites-rules';
import { listingSummaryFields } from '@worknest/shared/listing-options';
import type { ListingSummary } from '@worknest/shared/listing';
import { batchGetItems, keyId } from '../../store/batch-get';
import { findBlockBetween, findBlockedPeers } from '../../store/blocks';
import { nowIso } from '../../clock';
import { encodeCursor } from '../../store/conditional';
import { addFavourite, listFavourites, removeFavourite } from '../../store/favourites';
import { keys } from '../../store/keys';
import { inGrid, toListingRecord, type ListingRecord } from '../../store/listings';
import type { Session } from '../auth/session';
import { ConflictError, NotFoundError } from '../errors';
import { findVisibleListing, LISTING_NOT_FOUND } from '../listings/find-visible-listing';
import { withRatings } from '../listings/listing-ratings';

type Viewer = Pick<Session, 'userId' | 'role' | 'companyDomain'>;

/**
 * `PUT /api/favourites/{listingId}`: a listing the member can see (their company's, active; a
 * home of a member of a blocked pair is not one) becomes a favourite. Idempotent; the 501st is a 409.
 */
export async function saveFavourite(viewer: Viewer, listingId: string): Promise<FavouriteState> {
  const listing = await findVisibleListing(listingId, viewer);
  if (listing.userId !== viewer.userId && (await findBlockBetween(viewer.userId, listing.userId))) throw new NotFoundError(LISTING_NOT_FOUND);
  const outcome = await addFavourite(
    { userId: viewer.userId, listingId, savedAt: nowIso(), title: listing.title, city: listing.city, country: listing.country },
    FAVOURITES_MAX,
  );
  if (outcome === 'limit') throw new ConflictError(FAVOURITE_MESSAGES.limit, 'favourites_limit');
  return { listingId, favourite: true };
}

/** `DELETE /api/favourites/{listingId}`: one's own favourite goes (none there: still done). */
export async function forgetFavourite(viewer: Pick<Session, 'userId'>, listingId: string): Promise<void> {
  await removeFavourite(viewer.userId, listingId);
}

/**
 * `GET /api/favourites`: a page of the member's favourites, newest first, each with its card (one
 * BatchGetItem for the page's listings, one for their ratings). A listing that is gone, paused,
 * switched off, moved out of the company or hosted by a member of a blocked pair is shown as
 * unavailable with the title and place saved with it, never as an error.
 */
export async function favouritesPage(viewer: Viewer, limit: number, startKey: Record<string, unknown> | undefined): Promise<FavouritesPage> {
  const [page, hidden] = await Promise.all([listFavourites(viewer.userId, limit, startKey), findBlockedPeers(viewer.userId)]);
  const listingKeys = page.items.map((item) => keys.listing(item.listingId));
  const found = await batchGetItems(listingKeys);
  const records = page.items.map((_, i) => {
    const item = found.get(keyId(listingKeys[i]!));
    return item ? toListingRecord(item) : null;
  });
  const isAvailable = (record: ListingRecord | null): record is ListingRecord =>
    record !== null && record.companyDomain === viewer.companyDomain && inGrid(record) && !hidden.has(record.userId);
  const available = records.filter(isAvailable);
  const cards = new Map((await withRatings(available.map(toSummary))).map((card) => [card.id, card]));
  return {
    items: page.items.map((item, i) => {
      const record = records[i] ?? null;
      const card = isAvailable(record) ? (cards.get(record.id) ?? null) : null;
      return {
        listingId: item.listingId,
        savedAt: item.savedAt,
        available: card !== null,
        title: card?.title ?? item.title,
        city: card?.city ?? item.city,
        country: card?.country ?? item.country,
        listing: card,
      };
    }),
    nextCursor: encodeCursor(page.lastKey),
  };
}

function toSummary(record: ListingRecord): ListingSummary {
  return Object.fromEntries(listingSummaryFields.map((field) => [field, record[field]])) as unknown as ListingSummary;
}
