import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@worknest/shared/constants';
import { canSendMessage } from '@worknest/shared/messaging-options';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useSendMessage } from '../api/send-message';

/** Counter appears near the limit only. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/**
 * The input under a thread. Send is disabled while the trimmed text is empty (SPEC.md §5);
 * Enter sends, Shift+Enter starts a new line. A refused message stays in the box.
 */
export function MessageComposer({ conversationId, onSent }: { conversationId: string; onSent?(): void }) {
  const t = useT('messages');
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const input = useRef<HTMLTextAreaElement>(null);
  const sendable = canSendMessage(text);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!sendable || send.isPending) return;
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        onSent?.();
        input.current?.focus();
      },
      onError: (error) =>
        toast({ title: t('composer.error'), description: serverText(error, t('composer.failed')), variant: 'destructive' }),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border bg-card p-3">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`message-${conversationId}`} className="sr-only">
          {t('composer.label')}
        </label>
        <Textarea
          id={`message-${conversationId}`}
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={1}
          placeholder={t('composer.placeholder')}
          // Grows with its text up to about six lines, then scrolls.
          className="field-sizing-content block max-h-36 min-h-10 resize-none py-2"
        />
        {text.length >= COUNTER_FROM ? (
          <span className="pointer-events-none absolute right-2 bottom-1 text-xs text-muted-foreground" aria-live="polite">
            {text.length}/{MESSAGE_MAX_LENGTH}
          </span>
        ) : null}
      </div>
      <Button type="submit" disabled={!sendable} loading={send.isPending} className="h-10" aria-label={t('composer.send')}>
        {send.isPending ? null : <SendHorizontal aria-hidden="true" />}
        <span className="hidden sm:inline">{t('composer.send')}</span>
      </Button>
    </form>
  );
}
