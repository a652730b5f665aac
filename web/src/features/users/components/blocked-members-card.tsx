import { ShieldCheck } from 'lucide-react';
import { dates } from '@worknest/shared/format-dates';
import type { BlockedMember } from '@worknest/shared/blocks-rules';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useBlocks, useUnblock } from '../api/blocks';

/**
 * Profile → Blocked members (issue 39): the members the member blocked, each with Unblock. Only
 * their own blocks: whoever blocked them is never shown (blocking is silent).
 */
export function BlockedMembersCard() {
  const blocks = useBlocks();
  return (
    <Card aria-labelledby="blocked-members-title">
      <CardHeader>
        <CardTitle id="blocked-members-title">Blocked members</CardTitle>
        <CardDescription>You and a member you blocked cannot message each other, book each other’s homes or see them in search. They are not told.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {blocks.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the members you blocked">
            <Skeleton className="h-12 w-full" />
          </div>
        ) : blocks.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">{serverMessage(blocks.error, 'We could not load the members you blocked.')}</p>
            <Button variant="outline" size="sm" onClick={() => blocks.refetch()} loading={blocks.isRefetching}>
              Try again
            </Button>
          </div>
        ) : blocks.data.items.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            You have not blocked anyone. You can block a member from their listing.
          </p>
        ) : (
          <ul className="grid gap-2">
            {blocks.data.items.map((member) => (
              <BlockedRow key={member.userId} member={member} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BlockedRow({ member }: { member: BlockedMember }) {
  const unblock = useUnblock();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2" data-testid="blocked-member">
      <div className="grid gap-0.5">
        <p className="font-medium">{member.name}</p>
        <p className="text-xs text-muted-foreground">Blocked on {dates.date(member.blockedAt)}</p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" loading={unblock.isPending}>
            Unblock
          </Button>
        }
        title={`Unblock ${member.name}?`}
        description="You will be able to message each other, book each other’s homes and see them in search again. They are not told."
        confirmLabel="Unblock"
        onConfirm={() =>
          unblock.mutate(member.userId, {
            onSuccess: () => toast({ title: `You unblocked ${member.name}` }),
            onError: (error) => toast({ title: 'Could not unblock', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
          })
        }
      />
    </li>
  );
}
