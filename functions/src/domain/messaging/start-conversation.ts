import { participantName } from '@worknest/shared/messaging';
import { InvalidInputError, NotFoundError } from '../errors';
import { findOrCreateConversation, type ConversationRecord } from '../../store/conversations';
import { getUser } from '../../store/users';
import { findConversationListing } from './listing-for-conversation';
import { ensureNotBlocked } from '../safety/blocks';

export const LISTING_NOT_FOUND = 'Listing not found';
export const OWN_LISTING_MESSAGE = 'This is your listing: you cannot message yourself.';

/**
 * Finds or creates the conversation between a guest and a host about a listing. Idempotent: the
 * same three ids always give the same conversation, however often and concurrently it is called.
 * The booking confirmation calls it for every confirmed booking; the `Message host` button calls
 * it through `startConversationWithHost`. Both people must be active members of the listing's
 * company and must be two different people.
 *
 * @returns the conversation, and whether this call created it.
 */
export async function startConversation(input: {
  guestId: string;
  hostId: string;
  listingId: string;
}): Promise<{ conversation: ConversationRecord; created: boolean }> {
  if (input.guestId === input.hostId) throw new InvalidInputError(OWN_LISTING_MESSAGE, undefined, 'own_listing');
  const listing = await findConversationListing(input.listingId);
  if (!listing || listing.hostId !== input.hostId) throw new NotFoundError(LISTING_NOT_FOUND);
  const [guest, host] = await Promise.all([getUser(input.guestId), getUser(input.hostId)]);
  const sameCompany = (user: typeof guest) => user !== null && user.isActive && user.companyDomain === listing.companyDomain;
  if (!sameCompany(guest) || !sameCompany(host)) throw new NotFoundError(LISTING_NOT_FOUND);
  return findOrCreateConversation({
    participantIds: [guest!.id, host!.id],
    names: { [guest!.id]: participantName(guest!), [host!.id]: participantName(host!) },
    listingId: listing.id,
    listingTitle: listing.title,
  });
}

/**
 * `Message host` on a listing: the caller and that listing's host. A listing of another company
 * answers exactly like an unknown one (company scope).
 */
export async function startConversationWithHost(
  caller: { userId: string; companyDomain: string },
  listingId: string,
): Promise<{ conversation: ConversationRecord; created: boolean }> {
  const listing = await findConversationListing(listingId);
  if (!listing || !listing.isActive || listing.companyDomain !== caller.companyDomain) throw new NotFoundError(LISTING_NOT_FOUND);
  if (listing.hostId === caller.userId) throw new InvalidInputError(OWN_LISTING_MESSAGE, undefined, 'own_listing');
  await ensureNotBlocked(caller.userId, listing.hostId); // issue 39
  return startConversation({ guestId: caller.userId, hostId: listing.hostId, listingId: listing.id });
}
