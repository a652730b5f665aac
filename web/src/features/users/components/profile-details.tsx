import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Building2, Mail, Pencil, Phone, UserRound } from 'lucide-react';
import type { User } from '@worknest/shared/auth';
import { displayName } from '@worknest/shared/roles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

// Issue 31: the edit form (fields, checks, the update) loads when Edit is pressed.
const loadProfileForm = () => import('./profile-form');
const ProfileForm = lazy(() => loadProfileForm().then((m) => ({ default: m.ProfileForm })));

/** The top of /app/profile: who the member is, with username and phone editable (SPEC.md §2). */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT('profile');
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
          data-i18n-exempt
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
        >
          {fullName.charAt(0).toUpperCase()}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle className="truncate text-2xl" data-i18n-exempt>
            {fullName}
          </CardTitle>
          <CardDescription className="truncate">{user.email}</CardDescription>
        </div>
        {editing ? null : (
          <Button ref={editButton} variant="outline" onPointerEnter={() => void loadProfileForm().catch(() => undefined)} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('details.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Suspense fallback={<ProfileFacts user={user} />}>
            <ProfileForm user={user} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <ProfileFacts user={user} />
        )}
      </CardContent>
    </Card>
  );
}

function ProfileFacts({ user }: { user: User }) {
  const t = useT('profile');
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Fact icon={<Mail />} term={t('details.email')} value={user.email} />
      <Fact icon={<UserRound />} term={t('details.username')} value={user.username} />
      <Fact icon={<Phone />} term={t('details.phone')} value={user.phoneNumber} />
      <Fact
        icon={<Building2 />}
        term={t('details.company')}
        value={
          <>
            {user.companyName} <span className="text-muted-foreground">({user.companyDomain})</span>
          </>
        }
      />
      <div className="grid gap-1">
        <dt className="text-sm font-medium text-muted-foreground">{t('details.role')}</dt>
        <dd>
          <Badge variant="secondary">{t('details.roleName', { role: user.role })}</Badge>
        </dd>
      </div>
    </dl>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: ReactNode }) {
  const t = useT('profile');
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="break-words" data-i18n-exempt={value ? '' : undefined}>
        {value || <span className="text-muted-foreground">{t('details.notSet')}</span>}
      </dd>
    </div>
  );
}
