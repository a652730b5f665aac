import { getConversation, clearConversationListing, listListingConversationIds } from '../../store/conversations';
import { mapWithLimit } from '../../store/map-with-limit';

/** Conversations updated at once when their listing goes (each is one small transaction). */
const CONVERSATIONS_IN_FLIGHT = 8;

/**
 * Called when a listing is deleted: its conversations stay (SPEC.md §3) and lose `listingId` and
 * the listing title. Idempotent; safe to call again after a partial failure. Up to 8
 * conversations at a time (issue 15); stops starting work when `inTime()` says no.
 *
 * @returns how many conversations were updated, and whether none is left to update.
 */
export async function clearDeletedListingFromConversations(
  listingId: string,
  inTime: () => boolean = () => true,
): Promise<{ cleared: number; finished: boolean }> {
  let cleared = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    if (!inTime()) return { cleared, finished: false };
    const page = await listListingConversationIds(listingId, startKey);
    const done = await mapWithLimit(page.ids, CONVERSATIONS_IN_FLIGHT, async (id) => {
      const conversation = await getConversation(id);
      if (!conversation || conversation.listingId !== listingId) return 'skipped' as const;
      await clearConversationListing(conversation);
      cleared += 1;
      return 'cleared' as const;
    }, inTime);
    if (done.some((outcome) => outcome === undefined)) return { cleared, finished: false };
    startKey = page.lastKey;
  } while (startKey);
  return { cleared, finished: true };
}
