import { useState, type FormEvent } from 'react';
import { Search, Users } from 'lucide-react';
import { isWorkEmail } from '@worknest/shared/email';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSignedInUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useFindUser } from '../api/find-user';
import { useCompanyMembers } from '../api/get-company-members';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { UserRows } from '../components/user-rows';

/** `/app/admin/users`: find anyone by e-mail, or browse a company; change role, deactivate, reactivate. */
export function AdminUsersRoute() {
  const t = useT('admin');
  const me = useSignedInUser();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [domain, setDomain] = useState<string | null>(me.companyDomain);
  const found = useFindUser(email);
  const members = useCompanyMembers(domain);
  const memberItems = members.data?.pages.flatMap((page) => page.items) ?? [];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim().toLowerCase();
    if (!isWorkEmail(value)) {
      setEmailError(t('users.emailInvalid'));
      return;
    }
    setEmailError(null);
    setEmail(value);
  };

  return (
    <AdminPage title={t('users.title')} description={t('users.description')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('users.find.title')}</CardTitle>
          <CardDescription>{t('users.find.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
            <Field label={t('users.find.email')} error={emailError} className="flex-1">
              {(props) => (
                <Input {...props} type="email" autoComplete="off" placeholder={t('users.find.placeholder')} value={typed} onChange={(e) => setTyped(e.target.value)} />
              )}
            </Field>
            <Button type="submit" loading={found.isFetching} className="sm:mb-0">
              <Search aria-hidden="true" />
              {t('users.find.submit')}
            </Button>
          </form>
          {email === null ? null : found.isPending ? (
            <ListSkeleton label={t('users.find.searching')} rows={1} />
          ) : found.isError ? (
            <LoadError error={found.error} fallback={t('users.find.failed')} onRetry={() => void found.refetch()} />
          ) : found.data.items.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              <TextWithValue text={t('users.find.none', { email: VALUE })}>
                <span className="font-medium text-foreground">{email}</span>
              </TextWithValue>
            </p>
          ) : (
            <UserRows users={found.data.items} label={t('users.find.result')} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('users.members.title')}</CardTitle>
          <CardDescription>{t('users.members.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CompanySelect value={domain} onChange={setDomain} />
          {domain === null ? null : members.isPending ? (
            <ListSkeleton label={t('users.members.loading')} />
          ) : members.isError ? (
            <LoadError error={members.error} fallback={t('users.members.failed')} onRetry={() => void members.refetch()} />
          ) : memberItems.length === 0 ? (
            <EmptyState icon={Users} title={t('users.members.emptyTitle')} description={t('users.members.emptyText')} />
          ) : (
            <div className="grid gap-4">
              <UserRows users={memberItems} label={t('users.members.label', { domain })} />
              <ShowMore hasMore={members.hasNextPage} loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()} />
            </div>
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
