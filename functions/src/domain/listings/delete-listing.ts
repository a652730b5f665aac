import { deletePhotoObjects } from '../../adapters/photo-storage';
import { ForbiddenError, NotFoundError } from '../../middleware/http-errors';
import { deleteListingItems, photoObjectKeys } from '../../store/listings';
import { findVisibleListing, LISTING_NOT_FOUND } from './find-visible-listing';
import { onListingDeleted } from './on-listing-deleted';
import { mayManage, type Viewer } from './viewer';

export const DELETE_NOT_ALLOWED = 'You can only delete your own listings';

/**
 * Deletes a listing: its host or an admin only. The listing item and its photo claims go in one
 * transaction, then the photo objects, then whatever other features hang on it. Another company's
 * listing is "not found"; a colleague's is forbidden; in both cases nothing is removed.
 */
export async function deleteListing(listingId: string, viewer: Viewer): Promise<void> {
  const listing = await findVisibleListing(listingId, viewer);
  if (!mayManage(viewer, listing)) throw new ForbiddenError(DELETE_NOT_ALLOWED);
  const removed = await deleteListingItems(listing);
  if (!removed) throw new NotFoundError(LISTING_NOT_FOUND);
  await deletePhotoObjects(photoObjectKeys(listing));
  await onListingDeleted(listing);
}
