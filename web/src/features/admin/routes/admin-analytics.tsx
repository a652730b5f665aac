import { useState } from 'react';
import { companyCounterNames, counterNames, type CounterName, type Counters } from '@worknest/shared/analytics';
import { formatEuros } from '@worknest/shared/booking';
import { formatCount } from '@worknest/shared/format-money';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useAnalytics } from '../api/get-analytics';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError } from '../components/load-state';
import { WeeklyChart } from '../components/weekly-chart';

const WEEK_CHOICES = [8, 12, 26, 52] as const;

function formatCounter(name: CounterName, value: number): string {
  // Issue 40: numbers in the reader's language (1.234 in German).
  return name === 'serviceFees' ? formatEuros(value) : formatCount(value);
}

/** `/app/admin/analytics`: platform and company counters (kept on write) and bookings and nights per week. */
export function AdminAnalyticsRoute() {
  const t = useT('admin');
  const [weeks, setWeeks] = useState<number>(12);
  const [domain, setDomain] = useState<string | null>(null);
  const analytics = useAnalytics(weeks, domain);
  const report = analytics.data;

  return (
    <AdminPage title={t('analytics.title')} description={t('analytics.description')}>
      <section aria-labelledby="totals-heading" className="grid gap-3">
        <h2 id="totals-heading" className="text-lg font-semibold">
          {t('analytics.totals')}
        </h2>
        {analytics.isError ? (
          <LoadError error={analytics.error} fallback={t('analytics.failed')} onRetry={() => void analytics.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {counterNames.map((name) => (
              <Card key={name} className="grid gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{t(`analytics.counter.${name}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{report ? formatCounter(name, report.totals[name]) : <Skeleton className="h-8 w-16" />}</dd>
              </Card>
            ))}
          </dl>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.weekly')}</CardTitle>
          <CardDescription>{domain ? t('analytics.weeklyOf', { domain }) : t('analytics.weeklyAll')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <CompanySelect value={domain} onChange={setDomain} allLabel={t('analytics.allCompanies')} />
            <Field label={t('analytics.period')}>
              {(props) => (
                <Select value={String(weeks)} onValueChange={(value) => setWeeks(Number(value))}>
                  <SelectTrigger {...props} className="sm:w-44">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {WEEK_CHOICES.map((choice) => (
                      <SelectItem key={choice} value={String(choice)}>
                        {t('analytics.lastWeeks', { count: choice })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          </div>
          {report ? <WeeklyChart weeks={report.weeks} /> : analytics.isError ? null : <Skeleton className="h-60 w-full" />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.perCompany')}</CardTitle>
          <CardDescription>{t('analytics.perCompanyText')}</CardDescription>
        </CardHeader>
        <CardContent>
          {!report ? (
            analytics.isError ? null : <ListSkeleton label={t('settings.companies.loading')} />
          ) : (
            // A keyboard reaches the table's hidden columns on a phone (axe: scrollable-region-focusable).
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('analytics.caption')}>
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{t('analytics.caption')}</caption>
                <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('company.label')}</th>
                    {companyCounterNames.map((name) => (
                      <th key={name} scope="col" className="py-2 pr-4 text-right font-medium">
                        {t(`analytics.counter.${name}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.companies.map((company) => (
                    <tr key={company.domain} className="border-b border-border">
                      <th scope="row" className="py-3 pr-4 font-medium">
                        <span className="flex flex-wrap items-center gap-2">
                          <span data-i18n-exempt>{company.name}</span>
                          {company.status === 'suspended' ? <Badge variant="warning">{t('settings.companies.statusSuspended')}</Badge> : null}
                        </span>
                        <span className="block font-normal text-muted-foreground" data-i18n-exempt>
                          {company.domain}
                        </span>
                      </th>
                      {companyCounterNames.map((name) => (
                        <td key={name} className="py-3 pr-4 text-right tabular-nums">
                          {formatCounter(name, company.counters[name])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row" className="py-3 pr-4">
                      {t('analytics.total')}
                    </th>
                    {companyCounterNames.map((name) => (
                      <td key={name} className="py-3 pr-4 text-right tabular-nums">
                        {formatCounter(name, (report.totals as Counters)[name])}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
