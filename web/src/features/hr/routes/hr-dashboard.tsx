import { Link } from 'react-router';
import { ArrowLeftRight, Building2, ChartColumn, Download, Receipt, ShieldCheck, Users } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useSignedInUser } from '../../../lib/auth';
import { getEmployees, useEmployees } from '../api/get-employees';
import { DirectorySyncCard } from '../components/directory-sync-card';
import { EmployeeList } from '../components/employee-list';
import { downloadText, employeesCsv, employeesCsvFileName } from '../utils/employees-csv';

/** `/app/hr` (hr and admin): the company domain, Company Employees, Export CSV (SPEC.md §2). */
export function HrDashboardRoute() {
  const t = useT('hr');
  const user = useSignedInUser();
  const employees = useEmployees();
  const items = employees.data?.pages.flatMap((page) => page.items) ?? [];
  const domain = employees.data?.pages[0]?.domain ?? user.companyDomain;

  const exportCsv = async () => {
    try {
      // The export covers every page, not only the ones loaded on screen.
      const all = [];
      let cursor: string | null = null;
      do {
        const page = await getEmployees(cursor);
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      downloadText(employeesCsvFileName(domain), employeesCsv(all));
    } catch (error) {
      toast({ title: t('common.error'), description: serverText(error, t('dashboard.exportFailed')), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.title')}</h1>
          <p className="text-muted-foreground">
            <TextWithValue text={t('dashboard.domain', { domain: VALUE })}>
              <span className="font-medium text-foreground" data-i18n-exempt>
                {domain}
              </span>
            </TextWithValue>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Issue 41: the offices members search near. */}
          <Button asChild variant="outline">
            <Link to="/app/hr/offices">
              <Building2 aria-hidden="true" className="size-4" />
              {t('dashboard.offices')}
            </Link>
          </Button>
          {/* Issue 37: credits, swaps and rewards for hosts. */}
          <Button asChild variant="outline">
            <Link to="/app/hr/home-exchange">
              <ArrowLeftRight aria-hidden="true" className="size-4" />
              {t('dashboard.homeExchange')}
            </Link>
          </Button>
          {/* Issue 36: what business travel costs and saves. */}
          <Button asChild variant="outline">
            <Link to="/app/hr/reports">
              <ChartColumn aria-hidden="true" className="size-4" />
              {t('dashboard.reports')}
            </Link>
          </Button>
          {/* Issue 35: the rules for business stays, and who approves them. */}
          <Button asChild variant="outline">
            <Link to="/app/hr/policy">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('dashboard.policy')}
            </Link>
          </Button>
          {/* Issue 34: how the company pays for business stays. */}
          <Button asChild variant="outline">
            <Link to="/app/hr/billing">
              <Receipt aria-hidden="true" className="size-4" />
              {t('dashboard.billing')}
            </Link>
          </Button>
        </div>
      </div>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>{t('employees.title')}</CardTitle>
            <CardDescription>{t('employees.intro', { domain })}</CardDescription>
          </div>
          <Button variant="outline" onClick={exportCsv} disabled={items.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            {t('employees.export')}
          </Button>
        </CardHeader>
        <CardContent>
          {employees.isPending ? (
            <div className="grid gap-3" aria-busy="true" aria-label={t('employees.loading')}>
              {[0, 1, 2].map((i) => <Skeleton key={i} className="h-10 w-full" />)}
            </div>
          ) : employees.isError ? (
            <LoadError message={serverText(employees.error, t('employees.loadFailed'))} retryLabel={t('common.retry')} onRetry={() => employees.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState icon={Users} title={t('employees.emptyTitle')} description={t('employees.emptyText')} />
          ) : (
            <div className="grid gap-4">
              <EmployeeList employees={items} currentUserId={user.id} currentUserRole={user.role} />
              {employees.hasNextPage ? (
                <Button variant="outline" className="justify-self-center" loading={employees.isFetchingNextPage} onClick={() => employees.fetchNextPage()}>
                  {t('employees.more')}
                </Button>
              ) : null}
            </div>
          )}
        </CardContent>
      </Card>
      {user.role === 'hr' ? <DirectorySyncCard /> : null}
    </div>
  );
}
