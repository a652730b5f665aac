import { getConversation, clearConversationListing, listListingConversationIds } from '../../store/conversations';

/**
 * Called when a listing is deleted: its conversations stay (SPEC.md §3) and lose `listingId` and
 * the listing title. Idempotent; safe to call again after a partial failure.
 *
 * @returns how many conversations were updated.
 */
export async function clearDeletedListingFromConversations(listingId: string): Promise<number> {
  let cleared = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listListingConversationIds(listingId, startKey);
    for (const id of page.ids) {
      const conversation = await getConversation(id);
      if (!conversation || conversation.listingId !== listingId) continue;
      await clearConversationListing(conversation);
      cleared += 1;
    }
    startKey = page.lastKey;
  } while (startKey);
  return cleared;
}
