import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { apiRequest } from '../lib/api-request';
import { serverText, useT } from '../lib/i18n';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/alert-dialog';
import { toast } from './ui/toast';

/**
 * "Block" (issue 39): after a confirmation, the two members cannot message each other, book each
 * other's homes or see them in search. The other member is not told. Texts: the `safety` catalog.
 */
export function BlockMemberButton({ userId, name, compact = false }: { userId: string; name: string; compact?: boolean }) {
  const t = useT('safety');
  const queryClient = useQueryClient();
  const block = useMutation({
    mutationFn: () => apiRequest('POST', '/api/blocks', { userId }),
    onSuccess: () => {
      toast({ title: t('block.done', { name }), description: t('block.undo') });
      void queryClient.invalidateQueries({ queryKey: ['/api/listings'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/blocks'] });
    },
    onError: (error) => toast({ title: serverText(error, t('block.failed')), variant: 'destructive' }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className={compact ? 'px-2 text-muted-foreground' : 'text-muted-foreground'} aria-label={t('block.label', { name })}>
          <Ban aria-hidden="true" />
          {compact ? null : t('block.button')}
        </Button>
      }
      title={t('block.title', { name })}
      description={t('block.body')}
      confirmLabel={t('block.button')}
      cancelLabel={t('cancel')}
      destructive
      onConfirm={() => block.mutate()}
    />
  );
}
