import { NavLink } from 'react-router';
import { Home, Info } from 'lucide-react';
import type { Conversation } from '@worknest/shared/messaging';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useSignedInUser } from '../../../lib/auth';
import { formatFullTimestamp, formatListDate } from '../utils/format-message-time';
import { systemLineText } from '../utils/system-line-text';
import { ParticipantAvatar } from './participant-avatar';

interface ConversationListProps {
  conversations: Conversation[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** The conversation list (SPEC.md §2 /app/messages): most recent activity first. */
export function ConversationList({ conversations, hasMore, loadingMore, onLoadMore }: ConversationListProps) {
  const t = useT('messages');
  return (
    <nav aria-label={t('list.label')} className="min-h-0 flex-1 overflow-y-auto">
      <ul className="divide-y divide-border">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationListItem conversation={conversation} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="p-3">
          <Button variant="ghost" className="w-full" loading={loadingMore} onClick={onLoadMore}>
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

function ConversationListItem({ conversation }: { conversation: Conversation }) {
  const t = useT('messages');
  const me = useSignedInUser();
  const { otherParticipant, lastMessage, unreadCount, listingTitle } = conversation;
  const unread = unreadCount > 0;
  return (
    <NavLink
      to={`/app/messages/${conversation.id}`}
      className={({ isActive }) =>
        cn(
          'group flex gap-3 px-4 py-3 outline-offset-[-2px] transition-colors hover:bg-accent',
          isActive && 'bg-secondary hover:bg-secondary',
        )
      }
    >
      <ParticipantAvatar name={otherParticipant.name} className="group-aria-[current=page]:bg-card" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>
            <span className="sr-only">{t('list.with', { name: otherParticipant.name })}</span>
            <span aria-hidden="true" data-i18n-exempt>
              {otherParticipant.name}
            </span>
          </span>
          {lastMessage ? (
            <time dateTime={lastMessage.createdAt} title={formatFullTimestamp(lastMessage.createdAt)} className="shrink-0 text-xs text-muted-foreground">
              {formatListDate(lastMessage.createdAt)}
            </time>
          ) : (
            <span className="shrink-0 text-xs text-muted-foreground">{t('list.noMessages')}</span>
          )}
        </div>
        <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          <Home aria-hidden="true" className="size-3 shrink-0" />
          {listingTitle ? (
            <>
              <span className="sr-only">{t('list.about', { title: listingTitle })}</span>
              <span aria-hidden="true" className="truncate" data-i18n-exempt>
                {listingTitle}
              </span>
            </>
          ) : (
            <span className="truncate">{t('list.listingGone')}</span>
          )}
        </p>
        <div className="mt-0.5 flex items-center gap-2">
          <p className={cn('flex min-w-0 flex-1 items-center gap-1 text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>
            {lastMessage?.kind === 'system' ? (
              // A line the app wrote about the stay (a cancellation, a request's answer): nobody's words.
              <>
                <Info aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">{t('list.note')} </span>
                <SystemPreview line={lastMessage} />
              </>
            ) : (
              lastMessage ? (
                // The preview is a member's own words.
                <span className="truncate" data-i18n-exempt={lastMessage.senderId === me.id ? undefined : true}>
                  {lastMessage.senderId === me.id ? t('list.yours', { preview: lastMessage.preview }) : lastMessage.preview}
                </span>
              ) : (
                <span className="truncate">{t('list.sayHello')}</span>
              )
            )}
          </p>
          {unread ? (
            <Badge>
              <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
              <span className="sr-only">{t('list.unread', { count: unreadCount })}</span>
            </Badge>
          ) : null}
        </div>
      </div>
    </NavLink>
  );
}

/** Issue 40 (ADR 0187): the last system line in the reader's language; one stored before keeps the server's English preview. */
function SystemPreview({ line }: { line: NonNullable<Conversation['lastMessage']> }) {
  useT('messages'); // re-renders on a change of language
  const shown = systemLineText(line, line.preview);
  return shown.translated ? (
    <span className="truncate italic">{shown.text}</span>
  ) : (
    <span className="truncate italic" data-i18n-exempt>
      {shown.text}
    </span>
  );
}

export function ConversationListSkeleton() {
  const t = useT('messages');
  return (
    <div className="flex-1 divide-y divide-border" role="status" aria-label={t('list.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
