import type { ListingDetail } from '@worknest/shared/listing';
import { getUser } from '../../store/users';
import { blockedDates } from './blocked-dates';
import { findVisibleListing } from './find-visible-listing';
import { hostName } from './host-name';
import { toApiListing } from './to-api-listing';
import type { Viewer } from './viewer';

/** `GET /api/listings/{id}`: the listing, its host's public name and its blocked nights. */
export async function getListingDetail(listingId: string, viewer: Viewer): Promise<ListingDetail> {
  const listing = await findVisibleListing(listingId, viewer);
  const [host, blocked] = await Promise.all([getUser(listing.userId), blockedDates(listing, viewer)]);
  return { ...toApiListing(listing, viewer), host: { id: listing.userId, name: hostName(host) }, blockedDates: blocked };
}
