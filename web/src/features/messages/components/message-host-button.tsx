import { useNavigate } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useStartConversation } from '../api/start-conversation';

/**
 * `Message host` on a listing: opens the conversation with its host (created on first use).
 * Pages show it only to members who are not the listing's owner; the server checks that again.
 */
export function MessageHostButton({ listingId, className }: { listingId: string; className?: string }) {
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
            toast({ title: 'Error', description: serverMessage(error, 'Failed to start the conversation. Please try again.'), variant: 'destructive' }),
        })
      }
    >
      {start.isPending ? null : <MessageSquare aria-hidden="true" />}
      Message host
    </Button>
  );
}
