import { Link, useParams } from 'react-router';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/utils';
import { useConversations } from '../api/get-conversations';
import { ConversationList, ConversationListSkeleton } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';

/**
 * `/app/messages` and `/app/messages/{id}` (SPEC.md §2). From `md` up, the list and the open
 * thread sit side by side; on a phone they are two screens: the list, or the thread with a
 * back button.
 */
export function MessagesRoute() {
  const { id } = useParams();
  const conversations = useConversations();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const noConversations = conversations.isSuccess && items.length === 0 && !id;

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('flex flex-wrap items-center justify-between gap-2', id && 'max-md:hidden')}>
        <h1 className="text-2xl font-semibold tracking-tight">Messages</h1>
        <Button asChild variant="ghost" size="sm" className="-ml-3 sm:ml-0">
          <Link to="/app/listings">
            <ArrowLeft aria-hidden="true" />
            Back to Listings
          </Link>
        </Button>
      </div>

      {noConversations ? (
        <EmptyState
          icon={MessagesSquare}
          title="No conversations yet"
          description="Open a colleague's listing and choose Message host to ask about a stay. Confirmed bookings start a conversation too."
          action={
            <Button asChild>
              <Link to="/app/listings">Browse listings</Link>
            </Button>
          }
        />
      ) : (
        <div
          className={cn(
            'flex overflow-hidden rounded-xl border border-border bg-card shadow-xs',
            // Fills the screen below the header; the list and the thread scroll inside.
            'h-[calc(100dvh-14rem)] min-h-[26rem] md:h-[calc(100dvh-13rem)] md:min-h-[30rem]',
            id && 'max-md:h-[calc(100dvh-10rem)]',
          )}
        >
          <aside
            aria-label="Conversation list"
            className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-r md:border-border', id ? 'hidden' : 'flex')}
          >
            {conversations.isPending ? (
              <ConversationListSkeleton />
            ) : conversations.isError ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted-foreground">
                <p>Your conversations could not be loaded.</p>
                <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <ConversationList
                conversations={items}
                hasMore={conversations.hasNextPage}
                loadingMore={conversations.isFetchingNextPage}
                onLoadMore={() => void conversations.fetchNextPage()}
              />
            )}
          </aside>
          <section aria-label="Conversation" className={cn('min-h-0 min-w-0 flex-1 flex-col', id ? 'flex' : 'hidden md:flex')}>
            {id ? (
              <MessageThread key={id} conversationId={id} />
            ) : (
              <div className="m-auto flex flex-col items-center gap-3 p-6 text-center text-muted-foreground">
                <MessagesSquare aria-hidden="true" className="size-10" />
                <p>Select a conversation to start messaging</p>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
