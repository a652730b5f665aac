import { useT } from '../../../lib/i18n';
import { useConversations } from '../api/get-conversations';

/** The header's Messages count: unread messages over all conversations, live through the socket. */
export function UnreadMessagesBadge() {
  const t = useT('shell');
  const { data } = useConversations();
  const unread = data?.pages[0]?.unreadTotal ?? 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid="unread-messages"
      className="-ml-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-none font-semibold text-primary-foreground"
    >
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> {t('nav.unread')}</span>
    </span>
  );
}
