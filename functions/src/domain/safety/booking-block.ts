import { BLOCKED_BOOKING_MESSAGE } from '@worknest/shared/blocks-rules';
import { findBlockBetween } from '../../store/blocks';
import { getListing } from '../../store/listings';
import { NotAllowedError } from '../errors';

/**
 * The entry check of checkout and booking requests (issue 39): a guest and a host of a blocked
 * pair cannot book or request each other's homes. An unknown listing passes: the booking code
 * answers it as it always does.
 */
export async function ensureMayBookListing(guestId: string, listingId: string): Promise<void> {
  const listing = await getListing(listingId);
  if (listing && (await findBlockBetween(guestId, listing.userId))) throw new NotAllowedError(BLOCKED_BOOKING_MESSAGE, 'blocked');
}
