import { useState } from 'react';
import { companyCounterNames, counterLabels, counterNames, type CounterName, type Counters } from '@worknest/shared/analytics';
import { formatEuros } from '@worknest/shared/booking';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAnalytics } from '../api/get-analytics';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError } from '../components/load-state';
import { WeeklyChart } from '../components/weekly-chart';

const number = new Intl.NumberFormat('en-US');
const WEEK_CHOICES = [8, 12, 26, 52] as const;

function formatCounter(name: CounterName, value: number): string {
  return name === 'serviceFees' ? formatEuros(value) : number.format(value);
}

/** `/app/admin/analytics`: platform and company counters (kept on write) and bookings and nights per week. */
export function AdminAnalyticsRoute() {
  const [weeks, setWeeks] = useState<number>(12);
  const [domain, setDomain] = useState<string | null>(null);
  const analytics = useAnalytics(weeks, domain);
  const report = analytics.data;

  return (
    <AdminPage title="Analytics" description="Counted as things happen: every figure is up to date, without scanning the data.">
      <section aria-labelledby="totals-heading" className="grid gap-3">
        <h2 id="totals-heading" className="text-lg font-semibold">
          Platform totals
        </h2>
        {analytics.isError ? (
          <LoadError error={analytics.error} fallback="Failed to load analytics." onRetry={() => void analytics.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {counterNames.map((name) => (
              <Card key={name} className="grid gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{counterLabels[name]}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{report ? formatCounter(name, report.totals[name]) : <Skeleton className="h-8 w-16" />}</dd>
              </Card>
            ))}
          </dl>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Bookings and nights per week</CardTitle>
          <CardDescription>{domain ? `Bookings of ${domain}'s listings.` : 'Every company together.'}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <CompanySelect value={domain} onChange={setDomain} allLabel="All companies" />
            <Field label="Period">
              {(props) => (
                <Select value={String(weeks)} onValueChange={(value) => setWeeks(Number(value))}>
                  <SelectTrigger {...props} className="sm:w-44">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {WEEK_CHOICES.map((choice) => (
                      <SelectItem key={choice} value={String(choice)}>
                        Last {choice} weeks
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
          <CardTitle>Per company</CardTitle>
          <CardDescription>Waitlist signups and demo requests come from the public site and belong to no company.</CardDescription>
        </CardHeader>
        <CardContent>
          {!report ? (
            analytics.isError ? null : <ListSkeleton label="Loading companies" />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Counters per company</caption>
                <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">Company</th>
                    {companyCounterNames.map((name) => (
                      <th key={name} scope="col" className="py-2 pr-4 text-right font-medium">
                        {counterLabels[name]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.companies.map((company) => (
                    <tr key={company.domain} className="border-b border-border">
                      <th scope="row" className="py-3 pr-4 font-medium">
                        <span className="flex flex-wrap items-center gap-2">
                          {company.name}
                          {company.status === 'suspended' ? <Badge variant="warning">Suspended</Badge> : null}
                        </span>
                        <span className="block font-normal text-muted-foreground">{company.domain}</span>
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
                      Total
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
