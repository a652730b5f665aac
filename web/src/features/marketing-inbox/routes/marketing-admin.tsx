import { CalendarClock, ListChecks } from 'lucide-react';
import type { DemoRequestEntry, DemoSubmissionRecord, WaitlistEntry, WaitlistSubmissionRecord } from '@worknest/shared/marketing';
import type { Region } from '@worknest/shared/marketing-options';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getAllDemoRequests, useDemoRequests } from '../api/get-demo-requests';
import { getAllWaitlistEntries, useWaitlist } from '../api/get-waitlist';
import { EntriesPanel, type Column } from '../components/entries-panel';
import { SubmissionHistory } from '../components/submission-history';
import { downloadFile } from '../utils/download-file';
import { formatSubmittedAt } from '../utils/format-submitted-at';
import { demoRequestsCsv, waitlistCsv } from '../utils/marketing-csv';

const dash = <span className="text-muted-foreground">-</span>;
type T = (id: string, values?: Record<string, string | number>) => string;

const regionsOf = (t: T, regions: readonly Region[]) => regions.map((region) => t(`region.${region}`)).join(', ');

function waitlistColumns(t: T): Column<WaitlistEntry>[] {
  const form = (source: WaitlistEntry['source']) => (source === 'quick' ? t('form.quick') : t('form.modal'));
  return [
    { header: t('col.submitted'), cell: (e) => <time dateTime={e.submittedAt} className="whitespace-nowrap">{formatSubmittedAt(e.submittedAt)}</time> },
    { header: t('col.email'), cell: (e) => <span className="font-medium whitespace-nowrap">{e.email}</span> },
    { header: t('col.role'), cell: (e) => t(`role.${e.role}`) },
    { header: t('col.company'), cell: (e) => (e.companyName ? <span data-i18n-exempt>{e.companyName}</span> : dash) },
    { header: t('col.size'), cell: (e) => e.companySize ?? dash },
    { header: t('col.regions'), cell: (e) => (e.regions.length > 0 ? regionsOf(t, e.regions) : dash) },
    {
      header: t('col.form'),
      cell: (e) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant="outline">{form(e.source)}</Badge>
          {e.submissionCount > 1 ? (
            <SubmissionHistory<WaitlistSubmissionRecord>
              form="waitlist"
              email={e.email}
              count={e.submissionCount}
              describe={(s) => [
                [t('col.role'), t(`role.${s.role}`)],
                [t('col.company'), s.companyName ? <span data-i18n-exempt>{s.companyName}</span> : '-'],
                [t('col.size'), s.companySize ?? '-'],
                [t('col.regions'), s.regions.length > 0 ? regionsOf(t, s.regions) : '-'],
                [t('col.form'), form(s.source)],
              ]}
            />
          ) : null}
        </span>
      ),
    },
  ];
}

function demoColumns(t: T): Column<DemoRequestEntry>[] {
  return [
    { header: t('col.submitted'), cell: (e) => <time dateTime={e.submittedAt} className="whitespace-nowrap">{formatSubmittedAt(e.submittedAt)}</time> },
    { header: t('col.name'), cell: (e) => <span className="font-medium" data-i18n-exempt>{e.name}</span> },
    { header: t('col.email'), cell: (e) => <span className="whitespace-nowrap">{e.email}</span> },
    { header: t('col.company'), cell: (e) => <span data-i18n-exempt>{e.company}</span> },
    { header: t('col.role'), cell: (e) => t(`role.${e.role}`) },
    { header: t('col.size'), cell: (e) => e.companySize },
    { header: t('col.message'), cell: (e) => (e.message ? <p className="max-w-xs whitespace-pre-line" data-i18n-exempt>{e.message}</p> : dash) },
    {
      header: t('col.requests'),
      cell: (e) =>
        e.submissionCount > 1 ? (
          <SubmissionHistory<DemoSubmissionRecord>
            form="demo"
            email={e.email}
            count={e.submissionCount}
            describe={(s) => [
              [t('col.name'), <span data-i18n-exempt>{s.name}</span>],
              [t('col.company'), <span data-i18n-exempt>{s.company}</span>],
              [t('col.role'), t(`role.${s.role}`)],
              [t('col.size'), s.companySize],
              [t('col.message'), s.message ? <span data-i18n-exempt>{s.message}</span> : '-'],
            ]}
          />
        ) : (
          '1'
        ),
    },
  ];
}

const today = () => new Date().toISOString().slice(0, 10);

/** `/admin/marketing` (admin only): waitlist signups and demo requests, newest first, with CSV exports. */
export function MarketingAdminRoute() {
  const t = useT('marketing');
  const waitlist = useWaitlist();
  const demos = useDemoRequests();

  const tabTitle = t('tabTitle');
  useDocumentTitle(tabTitle);

  return (
    <div className="grid gap-12">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <EntriesPanel
        id="waitlist"
        title={t('waitlist.title')}
        description={t('waitlist.description')}
        emptyIcon={ListChecks}
        emptyTitle={t('waitlist.empty')}
        loading={t('waitlist.loading')}
        loadFailed={t('waitlist.failed')}
        columns={waitlistColumns(t)}
        list={waitlist}
        onDownload={async () => downloadFile(`worknest-waitlist-${today()}.csv`, waitlistCsv(await getAllWaitlistEntries()))}
      />
      <EntriesPanel
        id="demo-requests"
        title={t('demo.title')}
        description={t('demo.description')}
        emptyIcon={CalendarClock}
        emptyTitle={t('demo.empty')}
        loading={t('demo.loading')}
        loadFailed={t('demo.failed')}
        columns={demoColumns(t)}
        list={demos}
        onDownload={async () => downloadFile(`worknest-demo-requests-${today()}.csv`, demoRequestsCsv(await getAllDemoRequests()))}
      />
    </div>
  );
}
