import { NOT_TAKING_BOOKINGS } from '@worknest/shared/listing-options';
import { ConflictError, NotFoundError } from '../errors';
import { getListing, type ListingRecord } from '../../store/listings';
import { LISTING_NOT_FOUND } from '../listings/find-visible-listing';
import type { Viewer } from '../listings/viewer';
import { ownListing } from './booking-errors';

/**
 * The listing a member may book: an active one of their own company that is not theirs. Another
 * company's listing, an inactive or an unknown one all answer "Listing not found" (ids reveal
 * nothing); admins book like everyone else, within their company. A paused listing is a 409.
 */
export async function ensureBookable(listingId: string, guest: Viewer): Promise<ListingRecord> {
  const listing = await getListing(listingId);
  if (!listing || listing.companyDomain !== guest.companyDomain) throw new NotFoundError(LISTING_NOT_FOUND);
  if (listing.userId === guest.userId) throw ownListing();
  if (!listing.isActive) throw new NotFoundError(LISTING_NOT_FOUND);
  // Issue 16: a paused home takes no new bookings; its confirmed stays stand.
  if (listing.paused) throw new ConflictError(NOT_TAKING_BOOKINGS, 'listing_paused');
  return listing;
}
