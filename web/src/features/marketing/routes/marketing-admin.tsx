import { useEffect } from 'react';
import { CalendarClock, ListChecks } from 'lucide-react';
import type { DemoRequestEntry, DemoSubmissionRecord, WaitlistEntry, WaitlistSubmissionRecord } from '@worknest/shared/marketing';
import { MARKETING_ROLE_LABELS, REGION_LABELS } from '@worknest/shared/marketing-options';
import { Badge } from '../../../components/ui/badge';
import { getAllDemoRequests, useDemoRequests } from '../api/get-demo-requests';
import { getAllWaitlistEntries, useWaitlist } from '../api/get-waitlist';
import { EntriesPanel, type Column } from '../components/entries-panel';
import { SubmissionHistory } from '../components/submission-history';
import { downloadFile } from '../utils/download-file';
import { formatSubmittedAt } from '../utils/format-submitted-at';
import { demoRequestsCsv, waitlistCsv } from '../utils/marketing-csv';

const dash = <span className="text-muted-foreground">-</span>;

const waitlistColumns: Column<WaitlistEntry>[] = [
  { header: 'Submitted', cell: (e) => <time dateTime={e.submittedAt} className="whitespace-nowrap">{formatSubmittedAt(e.submittedAt)}</time> },
  { header: 'Email', cell: (e) => <span className="font-medium whitespace-nowrap">{e.email}</span> },
  { header: 'Role', cell: (e) => MARKETING_ROLE_LABELS[e.role] },
  { header: 'Company', cell: (e) => e.companyName ?? dash },
  { header: 'Size', cell: (e) => e.companySize ?? dash },
  { header: 'Regions', cell: (e) => (e.regions.length > 0 ? e.regions.map((r) => REGION_LABELS[r]).join(', ') : dash) },
  {
    header: 'Form',
    cell: (e) => (
      <span className="flex flex-wrap gap-1">
        <Badge variant="outline">{e.source === 'quick' ? 'Quick form' : 'Modal'}</Badge>
        {e.submissionCount > 1 ? (
          <SubmissionHistory<WaitlistSubmissionRecord>
            form="waitlist"
            email={e.email}
            count={e.submissionCount}
            describe={(s) => [
              ['Role', MARKETING_ROLE_LABELS[s.role]],
              ['Company', s.companyName ?? '-'],
              ['Size', s.companySize ?? '-'],
              ['Regions', s.regions.length > 0 ? s.regions.map((r) => REGION_LABELS[r]).join(', ') : '-'],
              ['Form', s.source === 'quick' ? 'Quick form' : 'Modal'],
            ]}
          />
        ) : null}
      </span>
    ),
  },
];

const demoColumns: Column<DemoRequestEntry>[] = [
  { header: 'Submitted', cell: (e) => <time dateTime={e.submittedAt} className="whitespace-nowrap">{formatSubmittedAt(e.submittedAt)}</time> },
  { header: 'Name', cell: (e) => <span className="font-medium">{e.name}</span> },
  { header: 'Email', cell: (e) => <span className="whitespace-nowrap">{e.email}</span> },
  { header: 'Company', cell: (e) => e.company },
  { header: 'Role', cell: (e) => MARKETING_ROLE_LABELS[e.role] },
  { header: 'Size', cell: (e) => e.companySize },
  { header: 'Message', cell: (e) => (e.message ? <p className="max-w-xs whitespace-pre-line">{e.message}</p> : dash) },
  {
    header: 'Requests',
    cell: (e) =>
      e.submissionCount > 1 ? (
        <SubmissionHistory<DemoSubmissionRecord>
          form="demo"
          email={e.email}
          count={e.submissionCount}
          describe={(s) => [
            ['Name', s.name],
            ['Company', s.company],
            ['Role', MARKETING_ROLE_LABELS[s.role]],
            ['Size', s.companySize],
            ['Message', s.message ?? '-'],
          ]}
        />
      ) : (
        '1'
      ),
  },
];

const today = () => new Date().toISOString().slice(0, 10);

/** `/admin/marketing` (admin only): waitlist signups and demo requests, newest first, with CSV exports. */
export function MarketingAdminRoute() {
  const waitlist = useWaitlist();
  const demos = useDemoRequests();

  useEffect(() => {
    const previous = document.title;
    document.title = 'Waitlist and demo requests | Worknest';
    return () => {
      document.title = previous;
    };
  }, []);

  const waitlistEntries = waitlist.data?.pages.flatMap((page) => page.items) ?? [];
  const demoEntries = demos.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-12">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Waitlist and demo requests</h1>
        <p className="text-muted-foreground">
          Everyone who asked to join or to see Worknest from the public site, newest first. A repeated e-mail shows its latest values here; every submission is kept, behind its count.
        </p>
      </div>
      <EntriesPanel
        id="waitlist"
        title="Waitlist signups"
        description="From the waitlist modal and the quick form."
        emptyIcon={ListChecks}
        emptyTitle="No waitlist signups yet"
        columns={waitlistColumns}
        entries={waitlistEntries}
        isPending={waitlist.isPending}
        error={waitlist.error}
        onRetry={() => void waitlist.refetch()}
        hasNextPage={waitlist.hasNextPage}
        isFetchingNextPage={waitlist.isFetchingNextPage}
        onLoadMore={() => void waitlist.fetchNextPage()}
        onDownload={async () => downloadFile(`worknest-waitlist-${today()}.csv`, waitlistCsv(await getAllWaitlistEntries()))}
      />
      <EntriesPanel
        id="demo-requests"
        title="Demo requests"
        description="Companies that asked for a walkthrough."
        emptyIcon={CalendarClock}
        emptyTitle="No demo requests yet"
        columns={demoColumns}
        entries={demoEntries}
        isPending={demos.isPending}
        error={demos.error}
        onRetry={() => void demos.refetch()}
        hasNextPage={demos.hasNextPage}
        isFetchingNextPage={demos.isFetchingNextPage}
        onLoadMore={() => void demos.fetchNextPage()}
        onDownload={async () => downloadFile(`worknest-demo-requests-${today()}.csv`, demoRequestsCsv(await getAllDemoRequests()))}
      />
    </div>
  );
}
