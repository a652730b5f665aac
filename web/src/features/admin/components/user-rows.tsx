import { useState } from 'react';
import { roles, type Role } from '@worknest/shared/auth';
import { personName, type Employee } from '@worknest/shared/people';
import { ActiveToggle } from '../../../components/active-toggle';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useSignedInUser } from '../../../lib/auth';
import { serverText, useT } from '../../../lib/i18n';
import { useChangeUserRole, useEraseUser, useSetUserActive } from '../api/update-user-account';

/** People with their company, role (changeable) and status (deactivate / reactivate). */
export function UserRows({ users, label }: { users: readonly Employee[]; label: string }) {
  return (
    <ul className="grid divide-y divide-border rounded-lg border border-border" aria-label={label}>
      {users.map((user) => (
        <UserRow key={user.id} user={user} />
      ))}
    </ul>
  );
}

function UserRow({ user }: { user: Employee }) {
  const t = useT('admin');
  const me = useSignedInUser();
  const isMe = user.id === me.id;
  const name = personName(user);
  if (user.isDeleted) {
    return (
      <li className="grid gap-1 p-4">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span data-i18n-exempt>{name}</span>
          <Badge variant="destructive">{t('users.deleted')}</Badge>
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {t(`role.${user.role}`)} · <span data-i18n-exempt>{user.companyDomain}</span>
        </p>
      </li>
    );
  }
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span data-i18n-exempt>{name}</span>
          <Badge variant={user.isActive ? 'success' : 'secondary'}>{user.isActive ? t('users.active') : t('users.inactive')}</Badge>
          {isMe ? <Badge variant="outline">{t('users.you')}</Badge> : null}
          {user.mailSuppressed ? (
            <Badge variant="warning" title={t('users.suppressed')}>
              {user.mailSuppressed === 'bounce' ? t('users.bounced') : t('users.spam')}
            </Badge>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted-foreground" data-i18n-exempt>
          {user.email} · {user.companyDomain}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isMe ? <span className="text-sm">{t(`role.${user.role}`)}</span> : <RolePicker user={user} name={name} />}
        {isMe ? null : <UserActiveToggle user={user} name={name} />}
        {isMe ? null : <EraseButton user={user} name={name} />}
      </div>
    </li>
  );
}

function RolePicker({ user, name }: { user: Employee; name: string }) {
  const t = useT('admin');
  const change = useChangeUserRole();
  return (
    <Select
      value={user.role}
      disabled={change.isPending}
      onValueChange={(role) =>
        change.mutate(
          { id: user.id, role: role as Role },
          {
            onSuccess: () => toast({ title: t('users.roleChanged'), description: t('users.roleChangedText', { name, role: t(`role.${role}`) }) }),
            onError: (error) => toast({ title: t('error'), description: serverText(error, t('users.roleFailed')), variant: 'destructive' }),
          },
        )
      }
    >
      <SelectTrigger className="h-8 w-auto min-w-32" aria-label={t('users.roleOf', { name })}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {t(`role.${role}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Erasure on the member's request (issue 13): the same rules as their own "Delete my account". */
function EraseButton({ user, name }: { user: Employee; name: string }) {
  const t = useT('admin');
  const [open, setOpen] = useState(false);
  const erase = useEraseUser();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={erase.isPending}
      trigger={
        <Button size="sm" variant="destructive">
          {t('users.erase')}
        </Button>
      }
      title={t('users.eraseTitle', { name })}
      description={t('users.eraseText')}
      confirmLabel={t('users.eraseConfirm')}
      destructive
      onConfirm={() =>
        erase.mutate(user.id, {
          onSuccess: () => {
            setOpen(false);
            toast({ title: t('users.erased', { name }), description: t('users.erasedText') });
          },
          onError: (error) => {
            setOpen(false);
            toast({ title: t('error'), description: serverText(error, t('users.eraseFailed')), variant: 'destructive' });
          },
        })
      }
    />
  );
}

function UserActiveToggle({ user, name }: { user: Employee; name: string }) {
  const t = useT('admin');
  const mutation = useSetUserActive();
  return (
    <ActiveToggle
      person={{ id: user.id, name, isActive: user.isActive }}
      mutation={mutation}
      reactivatedDescription={t('users.reactivated')}
      failedMessage={t('users.updateFailed')}
    />
  );
}
