import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download, Phone, PlaneTakeoff } from 'lucide-react';
import { formatCount, formatEuros } from '@worknest/shared/format-money';
import { dates } from '@worknest/shared/format-dates';
import { addMonths, defaultPeriod, monthLabel, outOfPolicyShare, reportPeriodIssue, type ReportGrouping, type ReportRow } from '@worknest/shared/hr-report-rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlClasses, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VALUE } from '../../../components/text-with-value';
import { cn } from '../../../lib/utils';
import { reportSearch, useTravellersToday, useTravelReport, type ReportParams } from '../api/travel-reports';
import { benchmarkNoteText } from '../utils/benchmark-note';
import { unnamedRowKey } from '../utils/report-row-label';

/** The chart library (uPlot) loads with this chunk only, after the page's figures (ADR 0137). */
const SpendChart = lazy(() => import('../components/spend-chart'));

const GROUPINGS: readonly ReportGrouping[] = ['month', 'country', 'city', 'costCentre', 'traveller'];
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
  const t = useT('hr');
  const initial = defaultPeriod(thisMonth());
  const [params, setParams] = useState<ReportParams>({ ...initial, groupBy: 'month' });
  const [draft, setDraft] = useState({ from: initial.from, to: initial.to });
  const issue = reportPeriodIssue(draft.from, draft.to);
  const report = useTravelReport(params);
  const byMonth = useTravelReport({ ...params, groupBy: 'month' });
  const travellers = useTravellersToday();
  const ids = { from: useId(), to: useId(), group: useId() };

  const title = t('reports.documentTitle');
  useDocumentTitle(title);

  useEffect(() => {
    if (!issue && (draft.from !== params.from || draft.to !== params.to)) setParams((current) => ({ ...current, ...draft }));
  }, [draft, issue, params.from, params.to]);

  const totals = report.data?.totals;
  const monthRows = useMemo(() => fillMonths(byMonth.data?.rows ?? [], params.from, params.to), [byMonth.data, params.from, params.to]);
  const grouping = params.groupBy;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <Link to="/app/hr" className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('dashboard.title')}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.reports')}</h1>
          <p className="text-muted-foreground">{t('reports.intro')}</p>
        </div>
      </div>

      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()} aria-label={t('reports.form')}>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{t('reports.from')}</Label>
          <Input id={ids.from} type="month" value={draft.from} max={draft.to} onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))} className="w-44" aria-invalid={issue?.path === 'from' || undefined} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>{t('reports.to')}</Label>
          <Input id={ids.to} type="month" value={draft.to} min={draft.from} onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))} className="w-44" aria-invalid={issue?.path === 'to' || undefined} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.group}>{t('reports.groupBy')}</Label>
          {/* A native select: the page keeps Radix's popper out of its first render (its budget, ADR 0137). */}
          <select
            id={ids.group}
            value={params.groupBy}
            onChange={(event) => setParams((current) => ({ ...current, groupBy: event.target.value as ReportGrouping }))}
            className={cn(controlClasses, 'h-10 w-40 cursor-pointer px-3')}
          >
            {GROUPINGS.map((group) => (
              <option key={group} value={group}>
                {t('reports.grouping', { group })}
              </option>
            ))}
          </select>
        </div>
        <Button asChild variant="outline">
          <a href={`/api/hr/reports.csv?${reportSearch(params)}`} download>
            <Download aria-hidden="true" className="size-4" />
            {t('reports.csv')}
          </a>
        </Button>
        {issue ? (
          <p role="alert" className="basis-full text-sm text-destructive">
            {fieldText(issue.message)}
          </p>
        ) : null}
      </form>

      {report.isError ? (
        <p role="alert" className="text-destructive">
          {serverText(report.error, t('reports.loadFailed'))}
        </p>
      ) : null}

      <section aria-label={t('reports.headline')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Figure label={t('reports.spend')} value={totals ? formatEuros(totals.spendCents) : null} />
        <Figure label={t('reports.saved')} value={totals ? <Savings cents={totals.savingsCents} /> : null} />
        <Figure label={t('reports.nights')} value={totals ? formatCount(totals.nights) : null} />
        <Figure label={t('reports.average')} value={totals ? formatEuros(totals.averageNightlyCents) : null} />
        <Figure label={t('reports.outOfPolicy')} value={totals ? t('reports.outOfPolicyValue', { percent: Math.round(outOfPolicyShare(totals) * 100), count: totals.outOfPolicyStays }) : null} />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{t('reports.chartTitle')}</CardTitle>
          <CardDescription>{t('reports.chartText')}</CardDescription>
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
            <summary className="cursor-pointer text-sm font-medium text-primary">{t('reports.chartTable')}</summary>
            <FiguresTable rows={monthRows} grouping="month" caption={t('reports.chartTitle')} />
          </details>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('reports.by', { group: grouping })}</CardTitle>
          <CardDescription>{t('reports.byText')}</CardDescription>
        </CardHeader>
        <CardContent>
          {report.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : (report.data?.rows.length ?? 0) === 0 ? (
            <EmptyState icon={PlaneTakeoff} title={t('reports.emptyTitle')} description={t('reports.emptyText')} />
          ) : (
            <FiguresTable rows={report.data!.rows} grouping={grouping} caption={t('reports.tableCaption', { group: grouping })} withBenchmark />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('reports.today')}</CardTitle>
          <CardDescription>{t('reports.todayText')}</CardDescription>
        </CardHeader>
        <CardContent>
          {travellers.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : (travellers.data?.travellers.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">{t('reports.nobody')}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t('reports.today')}>
              {travellers.data!.travellers.map((stay) => (
                <li key={stay.bookingId} className="grid gap-0.5 rounded-md border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div>
                    <p className="font-medium" data-i18n-exempt>
                      {stay.traveller.name}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <span data-i18n-exempt>{[stay.city, stay.country].filter(Boolean).join(', ')}</span> · <StayDates checkIn={stay.checkIn} checkOut={stay.checkOut} />
                    </p>
                  </div>
                  <p className="text-sm">
                    {t('reports.host')} <span data-i18n-exempt>{stay.host.name}</span>
                    {stay.host.phone ? (
                      <a className="ml-2 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`tel:${stay.host.phone.replace(/[^+\d]/g, '')}`}>
                        <Phone aria-hidden="true" className="size-3.5" />
                        {stay.host.phone}
                      </a>
                    ) : (
                      <span className="ml-2 text-muted-foreground">{t('reports.noPhone')}</span>
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

/** "Nov 3, 2026 to Nov 6, 2026": the dates in <time>, the sentence from the catalog. */
function StayDates({ checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  const t = useT('hr');
  const [before, between, after] = t('reports.dates', { from: VALUE, to: VALUE }).split(VALUE);
  return (
    <>
      {before}
      <time dateTime={checkIn}>{dates.day(checkIn)}</time>
      {between}
      <time dateTime={checkOut}>{dates.day(checkOut)}</time>
      {after}
    </>
  );
}

/** A place, cost centre or person as named; one the server could not name, in the reader's language. */
function RowName({ grouping, row }: { grouping: ReportGrouping; row: ReportRow }) {
  const t = useT('hr');
  const unnamed = unnamedRowKey(grouping, row);
  return unnamed ? <span>{t(unnamed)}</span> : <span data-i18n-exempt>{row.label}</span>;
}

function FiguresTable({ rows, grouping, caption, withBenchmark = false }: { rows: ReportRow[]; grouping: ReportGrouping; caption: string; withBenchmark?: boolean }) {
  const t = useT('hr');
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">{t('reports.grouping', { group: grouping })}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('reports.stays')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('reports.nights')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('reports.spend')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('reports.perNight')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('reports.benchmark')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('reports.savings')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('reports.outOfPolicy')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {grouping === 'month' ? <time dateTime={row.key}>{dates.monthYear(row.key)}</time> : <RowName grouping={grouping} row={row} />}
                {withBenchmark ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {t('reports.benchmarkNote')} <BenchmarkNote row={row} />
                  </span>
                ) : null}
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

/** Which hotel rates a row was compared with, in the reader's language (ADR 0187); a place's own name stays as it is. */
function BenchmarkNote({ row }: { row: ReportRow }) {
  const t = useT('hr');
  const note = benchmarkNoteText(row, t);
  return note.translated ? <span>{note.text}</span> : <span data-i18n-exempt>{note.text}</span>;
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
        benchmarkRates: [],
        benchmarkRateCount: 0,
      },
    );
  }
  return filled;
}
