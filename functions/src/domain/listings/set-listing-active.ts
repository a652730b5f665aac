import { HOST_INACTIVE_MESSAGE } from '@worknest/shared/admin';
import { ConflictError, NotFoundError } from '../errors';
import { countActiveListings } from '../../store/counters';
import { activateListingByAdmin, deactivateListingByAdmin } from '../../store/listing-visibility';
import { getListing, type ListingRecord } from '../../store/listings';
import { getUser } from '../../store/users';
import { LISTING_NOT_FOUND } from './find-visible-listing';

/**
 * An admin switches a listing off (out of its company's grid and detail) or back on. A listing of
 * a deactivated host cannot be switched on: it comes back with its host. Answers the listing as
 * it is now.
 */
export async function setListingActive(listingId: string, active: boolean): Promise<ListingRecord> {
  const listing = await getListing(listingId);
  if (!listing) throw new NotFoundError(LISTING_NOT_FOUND);
  if (active) {
    const host = await getUser(listing.userId);
    if (!host?.isActive) throw new ConflictError(HOST_INACTIVE_MESSAGE, 'host_inactive');
    if (await activateListingByAdmin(listing)) await countActiveListings(listing.companyDomain, 1);
  } else {
    const result = await deactivateListingByAdmin(listing);
    if (!result.found) throw new NotFoundError(LISTING_NOT_FOUND);
    if (result.wasVisible) await countActiveListings(listing.companyDomain, -1);
  }
  return (await getListing(listingId)) ?? listing;
}
