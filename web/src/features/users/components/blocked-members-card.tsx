import { ShieldCheck } from 'lucide-react';
import { dates } from '@worknest/shared/format-dates';
import type { BlockedMember } from '@worknest/shared/blocks-rules';
import { ListCard } from '../../../components/list-card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useBlocks, useUnblock } from '../api/blocks';
import { TextWithValue, VALUE } from '../../../components/text-with-value';

/**
 * Profile → Blocked members (issue 39): the members the member blocked, each with Unblock. Only
 * their own blocks: whoever blocked them is never shown (blocking is silent).
 */
export function BlockedMembersCard() {
  const t = useT('profile');
  const blocks = useBlocks();
  return (
    <ListCard
      id="blocked-members"
      title={t('section.blocked-members')}
      description={t('blocked.intro')}
      query={blocks}
      loadingLabel={t('loading.blocked')}
      skeleton={<Skeleton className="h-12 w-full" />}
      loadFailed={t('blocked.loadFailed')}
      retryLabel={t('common.retry')}
      empty={
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('blocked.empty')}
        </p>
      }
    >
      {(items) => (
        <ul className="grid gap-2">
          {items.map((member) => (
            <BlockedRow key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function BlockedRow({ member }: { member: BlockedMember }) {
  const t = useT('profile');
  const unblock = useUnblock();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2" data-testid="blocked-member">
      <div className="grid gap-0.5">
        <p className="font-medium" data-i18n-exempt>
          {member.name}
        </p>
        <p className="text-xs text-muted-foreground">
          <TextWithValue text={t('blocked.since', { date: VALUE })}>
            <time dateTime={member.blockedAt}>{dates.date(member.blockedAt)}</time>
          </TextWithValue>
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" loading={unblock.isPending}>
            {t('blocked.unblock')}
          </Button>
        }
        title={t('blocked.confirmTitle', { name: member.name })}
        description={t('blocked.confirmText')}
        confirmLabel={t('blocked.unblock')}
        onConfirm={() =>
          unblock.mutate(member.userId, {
            onSuccess: () => toast({ title: t('blocked.done', { name: member.name }) }),
            onError: (error) => toast({ title: t('blocked.failed'), description: serverText(error, t('common.tryAgain')), variant: 'destructive' }),
          })
        }
      />
    </li>
  );
}
