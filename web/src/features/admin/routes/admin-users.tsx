import { useState, type FormEvent } from 'react';
import { Search, Users } from 'lucide-react';
import { isWorkEmail } from '@worknest/shared/email';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSignedInUser } from '../../../lib/auth';
import { useFindUser } from '../api/find-user';
import { useCompanyMembers } from '../api/get-company-members';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { UserRows } from '../components/user-rows';

/** `/app/admin/users`: find anyone by e-mail, or browse a company; change role, deactivate, reactivate. */
export function AdminUsersRoute() {
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
      setEmailError('Please enter a valid email address.');
      return;
    }
    setEmailError(null);
    setEmail(value);
  };

  return (
    <AdminPage title="Users" description="Every member of every enrolled company. Deactivating someone signs them out and hides their listings.">
      <Card>
        <CardHeader>
          <CardTitle>Find by e-mail</CardTitle>
          <CardDescription>The exact work address, in any company.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
            <Field label="Email" error={emailError} className="flex-1">
              {(props) => (
                <Input {...props} type="email" autoComplete="off" placeholder="name@company.com" value={typed} onChange={(e) => setTyped(e.target.value)} />
              )}
            </Field>
            <Button type="submit" loading={found.isFetching} className="sm:mb-0">
              <Search aria-hidden="true" />
              Find
            </Button>
          </form>
          {email === null ? null : found.isPending ? (
            <ListSkeleton label="Searching" rows={1} />
          ) : found.isError ? (
            <LoadError error={found.error} fallback="Failed to search. Please try again." onRetry={() => void found.refetch()} />
          ) : found.data.items.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              No member has the address <span className="font-medium text-foreground">{email}</span>.
            </p>
          ) : (
            <UserRows users={found.data.items} label="Search result" />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Members of a company</CardTitle>
          <CardDescription>Everyone who has signed in, by e-mail.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CompanySelect value={domain} onChange={setDomain} />
          {domain === null ? null : members.isPending ? (
            <ListSkeleton label="Loading members" />
          ) : members.isError ? (
            <LoadError error={members.error} fallback="Failed to load members." onRetry={() => void members.refetch()} />
          ) : memberItems.length === 0 ? (
            <EmptyState icon={Users} title="No members yet" description="Colleagues appear here after their first sign-in." />
          ) : (
            <div className="grid gap-4">
              <UserRows users={memberItems} label={`Members of ${domain}`} />
              <ShowMore hasMore={members.hasNextPage} loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()} />
            </div>
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
