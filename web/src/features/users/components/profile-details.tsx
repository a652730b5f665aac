import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Building2, Mail, Pencil, Phone, UserRound } from 'lucide-react';
import type { Role, User } from '@worknest/shared/auth';
import { displayName } from '@worknest/shared/roles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useUpdateUser } from '../api/update-user';

const roleLabels: Record<Role, string> = { employee: 'Employee', hr: 'HR', admin: 'Admin' };

type FieldKey = 'firstName' | 'lastName' | 'username' | 'phoneNumber';
type FieldErrors = Partial<Record<FieldKey, string>>;
const FIELD_KEYS: readonly unknown[] = ['firstName', 'lastName', 'username', 'phoneNumber'];

/** The top of /app/profile: who the member is, with username and phone editable (SPEC.md §2). */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving the form (Save or Cancel) puts keyboard focus back on Edit instead of the page top.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || displayName(user);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
        >
          {fullName.charAt(0).toUpperCase()}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle className="truncate text-2xl">{fullName}</CardTitle>
          <CardDescription className="truncate">{user.email}</CardDescription>
        </div>
        {editing ? null : (
          <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileFacts user={user} />}
      </CardContent>
    </Card>
  );
}

function ProfileFacts({ user }: { user: User }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Fact icon={<Mail />} term="Email" value={user.email} />
      <Fact icon={<UserRound />} term="Username (optional)" value={user.username} />
      <Fact icon={<Phone />} term="Phone (optional)" value={user.phoneNumber} />
      <Fact
        icon={<Building2 />}
        term="Company"
        value={
          <>
            {user.companyName} <span className="text-muted-foreground">({user.companyDomain})</span>
          </>
        }
      />
      <div className="grid gap-1">
        <dt className="text-sm font-medium text-muted-foreground">Role</dt>
        <dd>
          <Badge variant="secondary">{roleLabels[user.role]}</Badge>
        </dd>
      </div>
    </dl>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="break-words">{value || <span className="text-muted-foreground">Not set</span>}</dd>
    </div>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateUser();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [username, setUsername] = useState(user.username ?? '');
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod) load when the form is sent, not with the profile (issue 31).
    const { profileUpdateSchema } = await import('@worknest/shared/auth');
    // A member without names yet (before issue 13) may leave them empty; once given, they stay required.
    const names = { firstName: firstName || user.firstName ? firstName : undefined, lastName: lastName || user.lastName ? lastName : undefined };
    const parsed = profileUpdateSchema.safeParse({ ...names, username, phoneNumber });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (FIELD_KEYS.includes(key) && !next[key as FieldKey]) next[key as FieldKey] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(
      { id: user.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Profile updated successfully' });
          onDone();
        },
        onError: (error) => {
          const detail = serverMessage(error, '');
          toast({ title: 'Failed to update profile', description: detail || undefined, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          {(props) => (
            <Input {...props} name="firstName" autoComplete="given-name" autoFocus value={firstName} onChange={(event) => setFirstName(event.target.value)} />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName}>
          {(props) => (
            <Input {...props} name="lastName" autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
          )}
        </Field>
        <Field label="Username (optional)" error={errors.username}>
          {(props) => (
            <Input
              {...props}
              name="username"
              autoComplete="nickname"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field label="Phone (optional)" error={errors.phoneNumber}>
          {(props) => (
            <Input
              {...props}
              type="tel"
              name="phoneNumber"
              autoComplete="tel"
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
