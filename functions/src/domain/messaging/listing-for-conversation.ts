import { getListing } from '../../store/listings';

/** What messaging needs to know about a listing: whose it is, in which company, and its title. */
export interface ConversationListing {
  id: string;
  hostId: string;
  companyDomain: string;
  title: string;
  /** Inactive listings are hidden from members: nobody starts a conversation about one from its page. */
  isActive: boolean;
}

/** The listing a conversation would be about, or null when it does not exist (or was deleted). */
export async function findConversationListing(listingId: string): Promise<ConversationListing | null> {
  const listing = await getListing(listingId);
  if (!listing) return null;
  return { id: listing.id, hostId: listing.userId, companyDomain: listing.companyDomain, title: listing.title, isActive: listing.isActive };
}
