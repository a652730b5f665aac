import { deletePhotoObjects } from '../../adapters/photo-storage';
import { NotAllowedError, NotFoundError } from '../errors';
import { ensureListingDeletable } from '../bookings/ensure-listing-deletable';
import { deleteListingItems, photoObjectKeys } from '../../store/listings';
import { findVisibleListing, LISTING_NOT_FOUND } from './find-visible-listing';
import { cleanUpAfterDelete } from './on-listing-deleted';
import { mayManage, type Viewer } from './viewer';

export const DELETE_NOT_ALLOWED = 'You can only delete your own listings';

/**
 * Deletes a listing: its host or an admin only. The listing item and its photo claims go in one
 * transaction, then the photo objects, then whatever other features hang on it. Another company's
 * listing is "not found"; a colleague's is forbidden; one with stays ahead (booked nights from
 * tonight on, or a guest paying right now) is a 409 for everyone, admins included; in each case
 * nothing is removed.
 */
export async function deleteListing(listingId: string, viewer: Viewer): Promise<void> {
  const listing = await findVisibleListing(listingId, viewer);
  if (!mayManage(viewer, listing)) throw new NotAllowedError(DELETE_NOT_ALLOWED);
  await ensureListingDeletable(listing.id);
  const removed = await deleteListingItems(listing);
  if (!removed) throw new NotFoundError(LISTING_NOT_FOUND);
  // The listing is gone from here on: what depends on it is cleaned up within a time budget, and
  // the finish-listing-cleanups job completes what is left (issue 15), so the answer is 204 either way.
  try {
    await deletePhotoObjects(photoObjectKeys(listing));
  } catch {
    return; // the clean-up marker keeps the photo keys; the job deletes them
  }
  await cleanUpAfterDelete(listing);
}
