import { NotFoundError } from '../errors';
import { getListing, type ListingRecord } from '../../store/listings';
import { mayManage, type Viewer } from './viewer';

export const LISTING_NOT_FOUND = 'Listing not found';

/**
 * The listing if the viewer may see it: one of their company (admins: any), and active unless it
 * is their own. Anything else answers exactly like an unknown id, so ids of other companies'
 * listings reveal nothing.
 */
export async function findVisibleListing(listingId: string, viewer: Viewer): Promise<ListingRecord> {
  return visibleListing(await getListing(listingId), viewer);
}

/** The check of findVisibleListing on a listing already read (or null when there is none). */
export function visibleListing(listing: ListingRecord | null, viewer: Viewer): ListingRecord {
  const visible =
    listing !== null &&
    (listing.companyDomain === viewer.companyDomain || viewer.role === 'admin') &&
    (listing.isActive || mayManage(viewer, listing));
  if (!visible) throw new NotFoundError(LISTING_NOT_FOUND);
  return listing;
}
