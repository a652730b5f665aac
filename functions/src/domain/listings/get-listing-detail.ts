import type { ListingDetail } from '@worknest/shared/listing';
import { getExchangeProgramme } from '../../store/credits';
import { getListing, type ListingRecord } from '../../store/listings';
import type { TakenNight } from '../../store/nights';
import { getUser } from '../../store/users';
import { blockedOf, takenNightsAhead } from './blocked-dates';
import { visibleListing } from './find-visible-listing';
import { hostName } from './host-name';
import { toApiListing } from './to-api-listing';
import type { Viewer } from './viewer';

/** What the detail reads with the listing id alone: the listing and its taken nights, in one round trip. */
export interface ListingDetailReads {
  listing: ListingRecord | null;
  taken: TakenNight[];
}

/**
 * The reads that need only the id, side by side (issue 31): `GET /api/listings/{id}` starts them
 * while the session is checked (the handler kit's `alongsideSession`), so the detail costs the
 * session's read beside these, then the host's name: two round trips in a row, not three.
 */
export async function readListingDetail(listingId: string): Promise<ListingDetailReads> {
  const [listing, taken] = await Promise.all([getListing(listingId), takenNightsAhead(listingId)]);
  return { listing, taken };
}

/** `GET /api/listings/{id}`: the listing, its host's public name and its blocked nights. */
export async function getListingDetail(listingId: string, viewer: Viewer, reads?: ListingDetailReads): Promise<ListingDetail> {
  const { listing: found, taken } = reads ?? (await readListingDetail(listingId));
  // Nothing read is answered unless the viewer may see the listing (same 404 as an unknown id).
  const listing = visibleListing(found, viewer);
  // Issue 37 (ADR 0161): what the home accepts depends on what its company runs.
  const [host, programme] = await Promise.all([getUser(listing.userId), getExchangeProgramme(listing.companyDomain)]);
  return { ...toApiListing(listing, viewer, programme), host: { id: listing.userId, name: hostName(host) }, blockedDates: blockedOf(taken, viewer) };
}
