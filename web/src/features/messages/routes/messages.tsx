import { Link, useParams } from 'react-router';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n';
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
  const t = useT('messages');
  const { id } = useParams();
  const conversations = useConversations();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const noConversations = conversations.isSuccess && items.length === 0 && !id;

  return (
    <div className="flex flex-col gap-4">
      <div className={cn('flex flex-wrap items-center justify-between gap-2', id && 'max-md:hidden')}>
        <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
        <Button asChild variant="ghost" size="sm" className="-ml-3 sm:ml-0">
          <Link to="/app/listings">
            <ArrowLeft aria-hidden="true" />
            {t('page.back')}
          </Link>
        </Button>
      </div>

      {noConversations ? (
        <EmptyState
          icon={MessagesSquare}
          title={t('page.emptyTitle')}
          description={t('page.emptyBody')}
          action={
            <Button asChild>
              <Link to="/app/listings">{t('page.browse')}</Link>
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
            aria-label={t('page.listLabel')}
            className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-r md:border-border', id ? 'hidden' : 'flex')}
          >
            {conversations.isPending ? (
              <ConversationListSkeleton />
            ) : conversations.isError ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted-foreground">
                <p>{t('page.listFailed')}</p>
                <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
                  {t('page.tryAgain')}
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
          <section aria-label={t('page.threadLabel')} className={cn('min-h-0 min-w-0 flex-1 flex-col', id ? 'flex' : 'hidden md:flex')}>
            {id ? (
              <MessageThread key={id} conversationId={id} />
            ) : (
              <div className="m-auto flex flex-col items-center gap-3 p-6 text-center text-muted-foreground">
                <MessagesSquare aria-hidden="true" className="size-10" />
                <p>{t('page.pick')}</p>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
