import type { Message } from '@worknest/shared/messaging';
import { cn } from '../../../lib/utils';
import { formatFullTimestamp, formatMessageTime } from '../utils/format-message-time';

/** One message: yours on the right in the brand colour, theirs on the left. */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 shadow-xs sm:max-w-[70%]',
          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
        <p className={cn('mt-1 text-right text-xs', mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
          <span className="sr-only">{mine ? 'You, ' : ''}</span>
          <time dateTime={message.createdAt} title={formatFullTimestamp(message.createdAt)}>
            {formatMessageTime(message.createdAt)}
          </time>
          {mine && message.isRead ? <span> · Read</span> : null}
        </p>
      </div>
    </div>
  );
}
