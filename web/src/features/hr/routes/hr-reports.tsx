import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download, Phone, PlaneTakeoff } from 'lucide-react';
import { formatCount, formatEuros } from '@worknest/shared/format-money';
import { createDateFormatters } from '@worknest/shared/format-dates';
import { addMonths, defaultPeriod, monthLabel, outOfPolicyShare, reportPeriodIssue, type ReportGrouping, type ReportRow } from '@worknest/shared/hr-report-rules';
import { plural } from '@worknest/shared/plural';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlClasses, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/api-request';
import { cn } from '../../../lib/utils';
import { reportSearch, useTravellersToday, useTravelReport, type ReportParams } from '../api/travel-reports';

/** The chart library (uPlot) loads with this chunk only, after the page's figures (ADR 0137). */
const SpendChart = lazy(() => import('../components/spend-chart'));

const GROUPINGS: { value: ReportGrouping; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'country', label: 'Country' },
  { value: 'city', label: 'City' },
  { value: 'costCentre', label: 'Cost centre' },
  { value: 'traveller', label: 'Traveller' },
];

const dates = createDateFormatters({ locale: 'en-US' });
const thisMonth = () => new Date().toISOString().slice(0, 7);

function Savings({ cents }: { cents: number }) {
  return <span className={cents < 0 ? 'font-medium text-destructive' : 'font-medium text-success'}>{cents < 0 ? `−${formatEuros(-cents)}` : formatEuros(cents)}</span>;
}

/**
 * `/app/hr/reports` (hr and admin, issue 36): what business travel cost and saved against hotels,
 * from the company's per-month aggregates. Period and grouping pickers, the headline figures, a
 * spend-vs-benchmark chart by month (its table says the same for screen readers and keyboards), the
 * table by the chosen grouping, the CSV, and who is travelling today (duty of care).
 */
export function HrReportsRoute() {
  const initial = defaultPeriod(thisMonth());
  const [params, setParams] = useState<ReportParams>({ ...initial, groupBy: 'month' });
  const [draft, setDraft] = useState({ from: initial.from, to: initial.to });
  const issue = reportPeriodIssue(draft.from, draft.to);
  const report = useTravelReport(params);
  const byMonth = useTravelReport({ ...params, groupBy: 'month' });
  const travellers = useTravellersToday();
  const ids = { from: useId(), to: useId(), group: useId() };

  useEffect(() => {
    const previous = document.title;
    document.title = 'Travel reports | HR | Worknest';
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    if (!issue && (draft.from !== params.from || draft.to !== params.to)) setParams((current) => ({ ...current, ...draft }));
  }, [draft, issue, params.from, params.to]);

  const totals = report.data?.totals;
  const monthRows = useMemo(() => fillMonths(byMonth.data?.rows ?? [], params.from, params.to), [byMonth.data, params.from, params.to]);
  const grouping = GROUPINGS.find((group) => group.value === params.groupBy)!;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <Link to="/app/hr" className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          HR Dashboard
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Travel reports</h1>
          <p className="text-muted-foreground">What business stays cost, and what they saved against a hotel at the benchmark rate.</p>
        </div>
      </div>

      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()} aria-label="Report period and grouping">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>From</Label>
          <Input id={ids.from} type="month" value={draft.from} max={draft.to} onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))} className="w-44" aria-invalid={issue?.path === 'from' || undefined} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>To</Label>
          <Input id={ids.to} type="month" value={draft.to} min={draft.from} onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))} className="w-44" aria-invalid={issue?.path === 'to' || undefined} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.group}>Group by</Label>
          {/* A native select: the page keeps Radix's popper out of its first render (its budget, ADR 0137). */}
          <select
            id={ids.group}
            value={params.groupBy}
            onChange={(event) => setParams((current) => ({ ...current, groupBy: event.target.value as ReportGrouping }))}
            className={cn(controlClasses, 'h-10 w-40 cursor-pointer px-3')}
          >
            {GROUPINGS.map((group) => (
              <option key={group.value} value={group.value}>
                {group.label}
              </option>
            ))}
          </select>
        </div>
        <Button asChild variant="outline">
          <a href={`/api/hr/reports.csv?${reportSearch(params)}`} download>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </Button>
        {issue ? (
          <p role="alert" className="basis-full text-sm text-destructive">
            {issue.message}
          </p>
        ) : null}
      </form>

      {report.isError ? (
        <p role="alert" className="text-destructive">
          {serverMessage(report.error, 'The report could not be loaded. Please try again.')}
        </p>
      ) : null}

      <section aria-label="Headline figures" className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Figure label="Spend" value={totals ? formatEuros(totals.spendCents) : null} />
        <Figure label="Saved against hotels" value={totals ? <Savings cents={totals.savingsCents} /> : null} />
        <Figure label="Nights" value={totals ? formatCount(totals.nights) : null} />
        <Figure label="Average nightly rate" value={totals ? formatEuros(totals.averageNightlyCents) : null} />
        <Figure label="Out of policy" value={totals ? `${Math.round(outOfPolicyShare(totals) * 100)}% (${plural(totals.outOfPolicyStays, 'stay')})` : null} />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Spend and hotel benchmark by month</CardTitle>
          <CardDescription>The bars say what the table below them says.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {byMonth.isPending ? (
            <Skeleton className="h-60 w-full" />
          ) : (
            <Suspense fallback={<Skeleton className="h-60 w-full" />}>
              <SpendChart rows={monthRows} />
            </Suspense>
          )}
          <details className="min-w-0">
            <summary className="cursor-pointer text-sm font-medium text-primary">Chart as a table</summary>
            <FiguresTable rows={monthRows} heading="Month" caption="Spend and hotel benchmark by month" />
          </details>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>By {grouping.label.toLowerCase()}</CardTitle>
          <CardDescription>Savings are the hotel benchmark less the spend; negative when the stays cost more.</CardDescription>
        </CardHeader>
        <CardContent>
          {report.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : (report.data?.rows.length ?? 0) === 0 ? (
            <EmptyState icon={PlaneTakeoff} title="No business stays in this period" description="Business stays appear here once they are confirmed." />
          ) : (
            <FiguresTable rows={report.data!.rows} heading={grouping.label} caption={`Business travel by ${grouping.label.toLowerCase()}`} withBenchmark />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Travelling today</CardTitle>
          <CardDescription>Who is on a business stay today, and the host to call.</CardDescription>
        </CardHeader>
        <CardContent>
          {travellers.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : (travellers.data?.travellers.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody is on a business stay today.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Travelling today">
              {travellers.data!.travellers.map((stay) => (
                <li key={stay.bookingId} className="grid gap-0.5 rounded-md border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div>
                    <p className="font-medium">{stay.traveller.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {[stay.city, stay.country].filter(Boolean).join(', ')} · {dates.day(stay.checkIn)} to {dates.day(stay.checkOut)}
                    </p>
                  </div>
                  <p className="text-sm">
                    Host {stay.host.name}
                    {stay.host.phone ? (
                      <a className="ml-2 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`tel:${stay.host.phone.replace(/[^+\d]/g, '')}`}>
                        <Phone aria-hidden="true" className="size-3.5" />
                        {stay.host.phone}
                      </a>
                    ) : (
                      <span className="ml-2 text-muted-foreground">no phone given</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: React.ReactNode | null }) {
  return (
    <Card className="gap-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-xl font-semibold tabular-nums">{value ?? <Skeleton className="h-7 w-20" />}</p>
    </Card>
  );
}

function FiguresTable({ rows, heading, caption, withBenchmark = false }: { rows: ReportRow[]; heading: string; caption: string; withBenchmark?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">{heading}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Stays</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Nights</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Spend</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Per night</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Hotel benchmark</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Savings</th>
            <th scope="col" className="py-2 text-right font-medium">Out of policy</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {row.label}
                {withBenchmark ? <span className="block text-xs font-normal text-muted-foreground">Benchmark: {row.benchmarkNote}</span> : null}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.stays)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.nights)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatEuros(row.spendCents)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatEuros(row.averageNightlyCents)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatEuros(row.benchmarkCents)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                <Savings cents={row.savingsCents} />
              </td>
              <td className="py-2 text-right tabular-nums">{formatCount(row.outOfPolicyStays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every month of the period, with zeros where there were no stays (the chart's x axis). */
function fillMonths(rows: ReportRow[], from: string, to: string): ReportRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const filled: ReportRow[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) {
    filled.push(
      byKey.get(month) ?? {
        key: month,
        label: monthLabel(month),
        stays: 0,
        nights: 0,
        spendCents: 0,
        averageNightlyCents: 0,
        benchmarkCents: 0,
        savingsCents: 0,
        outOfPolicyStays: 0,
        benchmarkBasis: 'none',
        benchmarkNote: 'no nights',
      },
    );
  }
  return filled;
}
