import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ArrowLeft, MessageCircleOff, WifiOff } from 'lucide-react';
import type { ConversationPage } from '@worknest/shared/messaging';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorStatus } from '../../../lib/api-request';
import { useSignedInUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { CONVERSATIONS_QUERY_KEY } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-read';
import { useMessagesSocketStatus } from '../hooks/use-messages-socket';
import { formatDayHeading } from '../utils/format-message-time';
import { threadItems } from '../utils/thread-items';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { ConversationStayCard } from './conversation-stay-card';
import { ParticipantAvatar } from './participant-avatar';

// Issue 39: Report and Block on the other member's card load after the thread renders (the /app/messages budget).
const ReportButton = lazy(() => import('../../../components/report-button').then((m) => ({ default: m.ReportButton })));
const BlockMemberButton = lazy(() => import('../../../components/block-member-button').then((m) => ({ default: m.BlockMemberButton })));

/** How close to the bottom (px) still counts as "reading the latest": new messages then scroll into view. */
const NEAR_BOTTOM_PX = 120;

/**
 * One conversation (`/app/messages/{id}`): header, messages oldest to newest with older pages on
 * demand, and the composer. Showing unread messages marks the thread read with a POST (the GET
 * that loads it changes nothing), then the list is reloaded.
 */
export function MessageThread({ conversationId }: { conversationId: string }) {
  const t = useT('messages');
  const me = useSignedInUser();
  const queryClient = useQueryClient();
  const thread = useMessages(conversationId);
  const socketStatus = useMessagesSocketStatus();
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  const rows = useMemo(() => threadItems(thread.data?.pages ?? []), [thread.data]);
  const conversation = thread.data?.pages[0]?.conversation;
  // The stay comes with the first page (the newest messages) only.
  const stay = thread.data?.pages[0]?.stay ?? null;
  const lastId = rows.at(-1)?.key;

  const markRead = useMarkConversationRead(conversationId);
  const { mutate: markThreadRead } = markRead;
  const unreadHere = conversation?.unreadCount ?? 0;

  // The thread is on screen: mark what it shows read, then refresh the list (and the header's
  // count); without unread messages, only refresh the list if it says otherwise.
  useEffect(() => {
    if (!thread.dataUpdatedAt) return;
    if (unreadHere > 0) {
      markThreadRead();
      return;
    }
    const list = queryClient.getQueryData<InfiniteData<ConversationPage>>(CONVERSATIONS_QUERY_KEY);
    const listed = list?.pages.flatMap((page) => page.items).find((item) => item.id === conversationId);
    if (!listed || listed.unreadCount > 0) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
  }, [thread.dataUpdatedAt, unreadHere, conversationId, queryClient, markThreadRead]);

  // Keep the newest message in view when it arrives (if the reader is at the bottom), and keep
  // the reader's place when older messages are put above.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [rows.length, lastId]);

  function onScroll() {
    const element = scroller.current;
    if (element) stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }

  function loadOlder() {
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void thread.fetchNextPage();
  }

  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError || !conversation) {
    const notFound = errorStatus(thread.error) === 404;
    return (
      <div className="flex flex-1 flex-col p-4">
        <BackToConversations />
        <EmptyState
          className="m-auto border-none"
          icon={MessageCircleOff}
          title={notFound ? t('thread.notFound') : t('thread.failed')}
          description={notFound ? t('thread.notFoundBody') : t('thread.failedBody')}
          action={
            notFound ? (
              <Button asChild variant="outline">
                <Link to="/app/messages">{t('thread.backToList')}</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void thread.refetch()}>
                {t('page.tryAgain')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const { otherParticipant, listingId, listingTitle } = conversation;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-3 py-3 sm:px-4">
        <BackToConversations />
        <ParticipantAvatar name={otherParticipant.name} className="size-9" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold" data-i18n-exempt>
            {otherParticipant.name}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {listingId ? (
              <Link to={`/app/listings/${listingId}`} className="underline-offset-4 hover:text-foreground hover:underline" data-i18n-exempt={listingTitle ? true : undefined}>
                {listingTitle ?? t('thread.viewListing')}
              </Link>
            ) : (
              t('list.listingGone')
            )}
          </p>
        </div>
        {socketStatus === 'reconnecting' ? (
          <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground" role="status">
            <WifiOff aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('thread.reconnecting')}</span>
            <span className="sr-only sm:hidden">{t('thread.reconnecting')}</span>
          </span>
        ) : null}
        <Suspense fallback={null}>
          <div className="flex shrink-0 items-center">
            <ReportButton targetType="user" targetId={otherParticipant.id} compact label={t('thread.report', { name: otherParticipant.name })} className="px-2" />
            <BlockMemberButton userId={otherParticipant.id} name={otherParticipant.name} compact />
          </div>
        </Suspense>
      </header>
      {stay ? <ConversationStayCard stay={stay} /> : null}

      <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-6">
        {thread.hasNextPage ? (
          <div className="mb-4 flex justify-center">
            <Button variant="ghost" size="sm" loading={thread.isFetchingNextPage} onClick={loadOlder}>
              {t('thread.loadOlder')}
            </Button>
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="py-12 text-center text-sm text-muted-foreground">{t('thread.empty', { name: otherParticipant.name })}</p>
        ) : (
          <div role="log" aria-label={t('thread.log', { name: otherParticipant.name })} aria-live="polite">
            <ol className="flex flex-col gap-2">
              {rows.map((row) =>
                row.kind === 'day' ? (
                  <li key={row.key} className="my-2 text-center text-xs font-medium text-muted-foreground">
                    <time dateTime={row.at}>{formatDayHeading(row.at)}</time>
                  </li>
                ) : (
                  <li key={row.key}>
                    <MessageBubble message={row.message} mine={row.message.senderId === me.id} />
                  </li>
                ),
              )}
            </ol>
          </div>
        )}
      </div>

      <MessageComposer conversationId={conversationId} onSent={() => (stickToBottom.current = true)} />
    </div>
  );
}

/** Phones show the thread alone; this returns to the list. */
function BackToConversations() {
  const t = useT('messages');
  return (
    <Button asChild variant="ghost" size="icon" className="-ml-1 md:hidden">
      <Link to="/app/messages" aria-label={t('thread.backToList')}>
        <ArrowLeft aria-hidden="true" />
      </Link>
    </Button>
  );
}

function ThreadSkeleton() {
  const t = useT('messages');
  return (
    <div className="flex flex-1 flex-col gap-4 p-4" role="status" aria-label={t('thread.loading')}>
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-12 w-1/2 rounded-2xl" />
      <Skeleton className="ml-auto h-12 w-1/3 rounded-2xl" />
    </div>
  );
}
