import { useState, type FormEvent } from 'react';
import type { User } from '@worknest/shared/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { useUpdateUser } from '../api/update-user';

type FieldKey = 'firstName' | 'lastName' | 'username' | 'phoneNumber';
type FieldErrors = Partial<Record<FieldKey, string>>;
const FIELD_KEYS: readonly unknown[] = ['firstName', 'lastName', 'username', 'phoneNumber'];

/** The profile's edit form (names, username, phone): its own chunk, loaded when Edit is pressed (issue 31). */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT('profile');
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
        if (FIELD_KEYS.includes(key) && !next[key as FieldKey]) next[key as FieldKey] = fieldText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(
      { id: user.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('form.saved') });
          onDone();
        },
        onError: (error) => {
          const detail = serverText(error, '');
          toast({ title: t('form.failed'), description: detail || undefined, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.firstName')} error={errors.firstName}>
          {(props) => (
            <Input {...props} name="firstName" autoComplete="given-name" autoFocus value={firstName} onChange={(event) => setFirstName(event.target.value)} />
          )}
        </Field>
        <Field label={t('form.lastName')} error={errors.lastName}>
          {(props) => (
            <Input {...props} name="lastName" autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
          )}
        </Field>
        <Field label={t('details.username')} error={errors.username}>
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
        <Field label={t('details.phone')} error={errors.phoneNumber}>
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
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
