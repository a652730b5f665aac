import { useNavigate } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useStartConversation } from '../api/start-conversation';

/**
 * `Message host` on a listing: opens the conversation with its host (created on first use).
 * Pages show it only to members who are not the listing's owner; the server checks that again.
 */
export function MessageHostButton({ listingId, className }: { listingId: string; className?: string }) {
  const t = useT('listing');
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <Button
      variant="outline"
      className={className}
      loading={start.isPending}
      onClick={() =>
        start.mutate(listingId, {
          onSuccess: (conversation) => navigate(`/app/messages/${conversation.id}`),
          onError: (error) =>
            toast({ title: t('actions.error'), description: serverText(error, t('actions.messageFailed')), variant: 'destructive' }),
        })
      }
    >
      {start.isPending ? null : <MessageSquare aria-hidden="true" />}
      {t('actions.messageHost')}
    </Button>
  );
}
