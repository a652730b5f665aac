import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { apiRequest, serverMessage } from '../lib/api-request';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/alert-dialog';
import { toast } from './ui/toast';

/**
 * "Block" (issue 39): after a confirmation, the two members cannot message each other, book each
 * other's homes or see them in search. The other member is not told.
 */
export function BlockMemberButton({ userId, name, compact = false }: { userId: string; name: string; compact?: boolean }) {
  const queryClient = useQueryClient();
  const block = useMutation({
    mutationFn: () => apiRequest('POST', '/api/blocks', { userId }),
    onSuccess: () => {
      toast({ title: `You blocked ${name}`, description: 'You can undo this under Profile → Blocked members.' });
      void queryClient.invalidateQueries({ queryKey: ['/api/listings'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/blocks'] });
    },
    onError: (error) => toast({ title: serverMessage(error, 'Could not block this member. Please try again.'), variant: 'destructive' }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className={compact ? 'px-2 text-muted-foreground' : 'text-muted-foreground'} aria-label={`Block ${name}`}>
          <Ban aria-hidden="true" />
          {compact ? null : 'Block'}
        </Button>
      }
      title={`Block ${name}?`}
      description="You will not be able to message each other, book each other's homes or see them in search. Stays already confirmed stand. They are not told."
      confirmLabel="Block"
      destructive
      onConfirm={() => block.mutate()}
    />
  );
}
