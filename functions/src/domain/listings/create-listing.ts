import { randomUUID } from 'node:crypto';
import type { NewListing } from '@worknest/shared/listing';
import { lastAvailableDateOf, parsePhotoUrl } from '@worknest/shared/listing-options';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import type { FieldIssue } from '../errors';
import { InvalidInputError, ConflictError } from '../errors';
import { nowIso } from '../../clock';
import { isConditionFailure } from '../../store/conditional';
import { putListing, type ListingRecord } from '../../store/listings';
import { servedPhotoProblem } from '../uploads/inspect-photo';
import type { Viewer } from './viewer';
import { newLocationSeed } from '../geo/approximate-position';
import { positionListing } from '../geo/position-listing';
import { businessMetrics, countEvent } from '../../logging/metrics';

/**
 * Every photo must be one the host uploaded (under their own prefix), and must be there and be
 * an image of at most 10 MB; a photo still in staging (a presigned PUT) is checked and copied
 * to its served key now. Reports every failing photo at once, by its position.
 */
export async function assertOwnUploadedPhotos(images: readonly string[], userId: string): Promise<void> {
  const problems = await Promise.all(
    images.map(async (url) => {
      const photo = parsePhotoUrl(url);
      if (!photo || photo.ownerId !== userId) return PHOTO_UPLOAD_MESSAGES.notYours;
      return servedPhotoProblem(photo.key);
    }),
  );
  const issues: FieldIssue[] = problems.flatMap((message, i) => (message ? [{ path: `images.${i}`, message }] : []));
  if (issues.length > 0) throw new InvalidInputError(issues[0]!.message, issues, 'invalid_photos');
}

/** Creates a listing for the signed-in host in their company; the input is already validated. */
export async function createListing(input: NewListing, host: Viewer): Promise<ListingRecord> {
  await assertOwnUploadedPhotos(input.images, host.userId);
  // Issue 41: the host's pin, else the geocoded address (or its town); coordinates decimal(10,7) (SPEC.md §3).
  const locationSeed = newLocationSeed();
  const position = await positionListing(input, input, locationSeed);
  const now = nowIso();
  const listing: ListingRecord = {
    ...input,
    id: randomUUID(),
    userId: host.userId,
    companyDomain: host.companyDomain,
    ...position,
    locationSeed,
    isActive: true,
    paused: false,
    lastAvailableDate: lastAvailableDateOf(input.availableDates),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await putListing(listing);
  } catch (error) {
    // The listing id is new, so only a photo claim can fail: that photo belongs to another listing.
    if (isConditionFailure(error)) throw new ConflictError(PHOTO_UPLOAD_MESSAGES.inUse, 'photo_in_use');
    throw error;
  }
  countEvent(businessMetrics.listingsCreated);
  return listing;
}
