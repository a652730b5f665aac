import { datesInUseMessage, isNightOpen, utcDate } from '@worknest/shared/booking-rules';
import { THROWN_MESSAGE_CODES } from '@worknest/shared/message-codes';
import type { ListingUpdate } from '@worknest/shared/listing';
import { lastAvailableDateOf } from '@worknest/shared/listing-options';
import { listingRuleIssues } from '@worknest/shared/listing-rules';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { deletePhotoObjects } from '../../adapters/photo-storage';
import { logger } from '../../logging/logger';
import { nowIso, nowMs } from '../../clock';
import { photoObjectKeys, updateListingItem, type ListingRecord } from '../../store/listings';
import { listTakenNights } from '../../store/nights';
import { ConflictError, InvalidInputError, NotAllowedError, NotFoundError } from '../errors';
import { assertOwnUploadedPhotos } from './create-listing';
import { findVisibleListing, LISTING_NOT_FOUND } from './find-visible-listing';
import { mayManage, type Viewer } from './viewer';
import { newLocationSeed } from '../geo/approximate-position';
import { changesAddress, positionListing } from '../geo/position-listing';

export const EDIT_NOT_ALLOWED = 'You can only edit your own listings';
export const LISTING_CHANGED_MEANWHILE = 'This listing was changed at the same time. Please reload it and try again.';

/** The 409 of an edit that stops offering booked or held nights, coded with the days (ADR 0187: the SPA writes them in the reader's language). */
function datesInUse(nights: readonly string[]): ConflictError {
  const days = [...new Set(nights)].sort();
  return new ConflictError(datesInUseMessage(days), 'dates_in_use').coded(THROWN_MESSAGE_CODES.listingDatesInUse, { days: days.join(',') });
}

/**
 * A transaction holds at most 100 items: the listing, its photo claims (≤ 10 added, ≤ 10 removed)
 * leave room for this many night conditions. Dates beyond it are checked by the read before.
 */
const MAX_GUARDED_NIGHTS = 75;

/**
 * `PATCH /api/listings/{id}` (issue 16): its host (or an admin, any company) changes any subset of
 * its fields, pauses or resumes it. A member of the same company gets 403, another company 404
 * (as for delete). The patch is merged into the stored listing and the rules between fields are
 * checked on the result. New photos must be the host's own uploads (as on creation); photos taken
 * out are deleted from the bucket after the write (a photo belongs to one listing). A date the
 * edit stops offering may not carry a booked night or a live hold: 409 naming them, nothing
 * written. Everything is written in one transaction, conditional on the version read.
 * Price and rules apply to new checkouts: a booking keeps the amounts computed when it began.
 */
export async function updateListing(listingId: string, patch: ListingUpdate, viewer: Viewer): Promise<ListingRecord> {
  const before = await findVisibleListing(listingId, viewer);
  if (!mayManage(viewer, before)) throw new NotAllowedError(EDIT_NOT_ALLOWED);

  const { workReady: workReadyPatch, paused, ...fields } = patch;
  const after: ListingRecord = {
    ...before,
    ...fields,
    workReady: { ...before.workReady, ...workReadyPatch },
    paused: paused ?? before.paused,
    updatedAt: nowIso(),
  };
  // Issue 41: a moved pin is the host's; a changed address is geocoded again (or its town found).
  const movesPin = fields.latitude != null && fields.longitude != null;
  if (movesPin || changesAddress(fields)) {
    after.locationSeed ??= newLocationSeed();
    Object.assign(after, await positionListing(after, movesPin ? { latitude: fields.latitude!, longitude: fields.longitude! } : null, after.locationSeed));
  }
  if (fields.availableDates !== undefined) after.lastAvailableDate = lastAvailableDateOf(after.availableDates);
  // A removed photo can no longer show the workspace.
  if (after.workReady.workspacePhoto && fields.images && !after.images.includes(after.workReady.workspacePhoto) && !workReadyPatch?.workspacePhoto) {
    after.workReady = { ...after.workReady, workspacePhoto: null };
  }
  const issues = listingRuleIssues(after);
  if (issues.length > 0) throw new InvalidInputError(issues[0]!.message, issues, 'validation_failed');

  const newPhotos = after.images.filter((url) => !before.images.includes(url));
  if (newPhotos.length > 0) await assertOwnUploadedPhotos(newPhotos, before.userId);

  const now = nowMs();
  let guardNights: string[] = [];
  if (fields.availableDates !== undefined) {
    const today = utcDate(now);
    // Nights imported calendars block (issue 20) are no guest's: the host may stop offering them.
    const taken = (await listTakenNights(before.id, now, today)).filter((night) => night.state !== 'blocked');
    const cut = taken.map((night) => night.night).filter((night) => !isNightOpen(night, { availableDates: after.availableDates, blockedDates: [] }));
    if (cut.length > 0) throw datesInUse(cut);
    // Dates offered before and not after: each must still be free when the edit is written.
    guardNights = before.availableDates
      .filter((date) => date >= today && !isNightOpen(date, { availableDates: after.availableDates, blockedDates: [] }))
      .slice(0, MAX_GUARDED_NIGHTS);
  }

  const failure = await updateListingItem(before, after, guardNights, now);
  if (failure === 'gone') throw new NotFoundError(LISTING_NOT_FOUND);
  if (failure === 'photo_in_use') throw new ConflictError(PHOTO_UPLOAD_MESSAGES.inUse, 'photo_in_use');
  if (failure === 'changed') throw new ConflictError(LISTING_CHANGED_MEANWHILE, 'listing_changed');
  if (failure === 'night_taken') {
    // A guest started a checkout on a removed date between the read and the write.
    const taken = (await listTakenNights(before.id, nowMs(), utcDate(nowMs()))).filter((night) => night.state !== 'blocked');
    const cut = taken.map((night) => night.night).filter((night) => guardNights.includes(night));
    throw datesInUse(cut.length > 0 ? cut : guardNights);
  }

  const removedKeys = photoObjectKeys(before).filter((key) => !photoObjectKeys(after).includes(key));
  if (removedKeys.length > 0) {
    // The claims are gone with the edit, so no listing uses these objects any more.
    await deletePhotoObjects(removedKeys).catch((error: unknown) =>
      logger.error('could not delete the photos taken out of a listing', { error: error as Error, listingId, count: removedKeys.length }),
    );
  }
  logger.info('listing updated', { listingId, fields: Object.keys(patch), byAdmin: viewer.userId !== before.userId });
  return after;
}
