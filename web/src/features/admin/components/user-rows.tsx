import { useState } from 'react';
import { roles, type Role } from '@worknest/shared/auth';
import { personName, roleLabels, type Employee } from '@worknest/shared/people';
import { ActiveToggle } from '../../../components/active-toggle';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSignedInUser } from '../../../lib/auth';
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
  const me = useSignedInUser();
  const isMe = user.id === me.id;
  const name = personName(user);
  if (user.isDeleted) {
    return (
      <li className="grid gap-1 p-4">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          <Badge variant="destructive">Deleted</Badge>
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {roleLabels[user.role]} · {user.companyDomain}
        </p>
      </li>
    );
  }
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          <Badge variant={user.isActive ? 'success' : 'secondary'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
          {isMe ? <Badge variant="outline">You</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {user.email} · {user.companyDomain}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isMe ? <span className="text-sm">{roleLabels[user.role]}</span> : <RolePicker user={user} name={name} />}
        {isMe ? null : <UserActiveToggle user={user} name={name} />}
        {isMe ? null : <EraseButton user={user} name={name} />}
      </div>
    </li>
  );
}

function RolePicker({ user, name }: { user: Employee; name: string }) {
  const change = useChangeUserRole();
  return (
    <Select
      value={user.role}
      disabled={change.isPending}
      onValueChange={(role) =>
        change.mutate(
          { id: user.id, role: role as Role },
          {
            onSuccess: () => toast({ title: 'Role changed', description: `${name} is now ${roleLabels[role as Role]}.` }),
            onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to change the role.'), variant: 'destructive' }),
          },
        )
      }
    >
      <SelectTrigger className="h-8 w-32" aria-label={`Role of ${name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Erasure on the member's request (issue 13): the same rules as their own "Delete my account". */
function EraseButton({ user, name }: { user: Employee; name: string }) {
  const [open, setOpen] = useState(false);
  const erase = useEraseUser();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={erase.isPending}
      trigger={
        <Button size="sm" variant="destructive">
          Erase
        </Button>
      }
      title={`Erase ${name}'s account?`}
      description="On the member's request only. Their profile, listings and photos are deleted and every session ends; messages and reviews stay as 'Former member', bookings keep the accounting fields. They receive a confirmation e-mail. This cannot be undone."
      confirmLabel="Erase account"
      destructive
      onConfirm={() =>
        erase.mutate(user.id, {
          onSuccess: () => {
            setOpen(false);
            toast({ title: `${name}'s account is erased`, description: 'HR and admins now see the member as Deleted.' });
          },
          onError: (error) => {
            setOpen(false);
            toast({ title: 'Error', description: serverMessage(error, 'Failed to erase the account. Please try again.'), variant: 'destructive' });
          },
        })
      }
    />
  );
}

function UserActiveToggle({ user, name }: { user: Employee; name: string }) {
  const mutation = useSetUserActive();
  return (
    <ActiveToggle
      person={{ id: user.id, name, isActive: user.isActive }}
      mutation={mutation}
      reactivatedDescription="They can sign in again and their listings are back."
      failedMessage="Failed to update the member. Please try again."
    />
  );
}
