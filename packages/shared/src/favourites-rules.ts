import type { ListingCardSummary } from './listing-search-rules';

/** Issue 39: a member keeps at most this many favourite homes. */
export const FAVOURITES_MAX = 500;
export const FAVOURITES_PAGE_SIZE_DEFAULT = 24;
export const FAVOURITES_PAGE_SIZE_MAX = 100;

export const FAVOURITE_MESSAGES = {
  limit: `You can keep up to ${FAVOURITES_MAX} favourites. Remove one to add another.`,
} as const;

/**
 * One favourite: the card when the listing can still be booked; otherwise `available: false`
 * with the title and place it had when it was saved (a paused or deleted home is no error).
 */
export interface Favourite {
  listingId: string;
  savedAt: string;
  available: boolean;
  title: string;
  city: string;
  country: string;
  listing: ListingCardSummary | null;
}

export interface FavouritesPage {
  items: Favourite[];
  nextCursor: string | null;
}

/** `PUT /api/favourites/{listingId}`: whether it is now a favourite (idempotent). */
export interface FavouriteState {
  listingId: string;
  favourite: boolean;
}
