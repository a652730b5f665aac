import { lazy, Suspense } from 'react';
import type { Message } from '@worknest/shared/messaging';
import { Info } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { formatFullTimestamp, formatMessageTime } from '../utils/format-message-time';
import { systemLineText } from '../utils/system-line-text';

/** The Report button's dialog loads after the thread has rendered (issue 31: JS at first render). */
const ReportButton = lazy(() => import('../../../components/report-button').then((m) => ({ default: m.ReportButton })));

/**
 * One message: yours on the right in the brand colour, theirs on the left. A system line (a stay
 * cancelled, a request withdrawn: issue 17) is neither person's: a calm, centred notice.
 */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const t = useT('messages');
  if (message.kind === 'system') return <SystemLine message={message} />;
  return (
    <div className={cn('flex items-end gap-1', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 shadow-xs sm:max-w-[70%]',
          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        <p className="text-sm break-words whitespace-pre-wrap" data-i18n-exempt>
          {message.content}
        </p>
        <p className={cn('mt-1 text-right text-xs', mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
          <span className="sr-only">{mine ? `${t('bubble.you')} ` : ''}</span>
          <time dateTime={message.createdAt} title={formatFullTimestamp(message.createdAt)}>
            {formatMessageTime(message.createdAt)}
          </time>
          {mine && message.isRead ? <span> · {t('bubble.read')}</span> : null}
        </p>
      </div>
      {/* Issue 39: the other member's messages can be reported (the dialog says the sender is not told). */}
      {mine ? null : (
        <Suspense fallback={null}>
          <ReportButton targetType="message" targetId={`${message.conversationId}:${message.id}`} compact label={t('bubble.report')} className="px-2" />
        </Suspense>
      )}
    </div>
  );
}

function SystemLine({ message }: { message: Message }) {
  const t = useT('messages');
  const line = systemLineText(message, message.content);
  return (
    <div className="flex justify-center px-2" role="note" aria-label={t('bubble.notice')}>
      <p className="flex max-w-[95%] items-start gap-2 rounded-lg border border-border bg-background px-3 py-2 text-xs text-muted-foreground sm:max-w-[80%]">
        <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span className="break-words whitespace-pre-wrap">
          {/* Issue 40 (ADR 0187): in the reader's language from its code; a line stored before keeps the server's English. */}
          {line.translated ? <span>{line.text}</span> : <span data-i18n-exempt>{line.text}</span>}
          {line.note ? (
            // A swap proposal's message: the member's own words.
            <span data-i18n-exempt>{`\n\n${line.note}`}</span>
          ) : null}{' '}
          <time dateTime={message.createdAt} title={formatFullTimestamp(message.createdAt)} className="whitespace-nowrap">
            · {formatMessageTime(message.createdAt)}
          </time>
        </span>
      </p>
    </div>
  );
}
