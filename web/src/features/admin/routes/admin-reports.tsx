import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import {
  reportActionLabels,
  reportActionsFor,
  reportReasonLabels,
  type ReportAction,
  type ReportView,
} from '@worknest/shared/reports-rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSignedInUser } from '../../../lib/auth';
import { useReports, useResolveReport } from '../api/reports';
import { AdminPage } from '../components/admin-page';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatDateTime } from '../utils/format';

const targetLabels = { listing: 'Listing', user: 'Member', message: 'Message', review: 'Review' } as const;

/**
 * `/app/admin/reports` (issue 39): the reports queue, oldest first, each with the content as it was
 * when reported; an admin dismisses or acts, with a note, recorded with who and when. HR (its own
 * company's reports) sees the same list without the actions.
 */
export function AdminReportsRoute() {
  const user = useSignedInUser();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const reports = useReports(status);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const canAct = user.role === 'admin';
  return (
    <AdminPage
      title="Reports"
      description={canAct ? 'What members reported, with the content as it was when reported. Oldest first.' : "Reports about your company's members (read only)."}
    >
      <div role="group" aria-label="Show" className="inline-grid w-fit grid-cols-2 gap-0.5 rounded-lg bg-muted p-1">
        {(['open', 'resolved'] as const).map((option) => (
          <Button key={option} size="sm" variant={status === option ? 'outline' : 'ghost'} aria-pressed={status === option} onClick={() => setStatus(option)}>
            {option === 'open' ? 'Open' : 'Resolved'}
          </Button>
        ))}
      </div>
      {reports.isPending ? (
        <ListSkeleton label="Loading reports" />
      ) : reports.isError ? (
        <LoadError error={reports.error} fallback="Failed to load reports." onRetry={() => void reports.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Flag} title={status === 'open' ? 'No open reports' : 'No resolved reports'} description="Reports members send appear here." />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={status === 'open' ? 'Open reports' : 'Resolved reports'}>
            {items.map((report) => (
              <ReportRow key={report.id} report={report} canAct={canAct} />
            ))}
          </ul>
          <ShowMore hasMore={reports.hasNextPage} loading={reports.isFetchingNextPage} onClick={() => void reports.fetchNextPage()} />
        </div>
      )}
    </AdminPage>
  );
}

function ReportRow({ report, canAct }: { report: ReportView; canAct: boolean }) {
  const id = useId();
  const resolve = useResolveReport();
  const [action, setAction] = useState<ReportAction>('dismiss');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { snapshot } = report;
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{targetLabels[report.targetType]}</Badge>
          <Badge>{reportReasonLabels[report.reason]}</Badge>
          <span className="text-sm text-muted-foreground">
            Reported by {report.reporterName} · {formatDateTime(report.createdAt)}
          </span>
        </div>
        <figure className="grid gap-1 rounded-lg border border-border bg-muted/40 p-3">
          <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            As reported · by {snapshot.authorName}
            {snapshot.rating ? ` · ${snapshot.rating} of 5 stars` : ''}
          </figcaption>
          {snapshot.title ? <p className="font-medium">{snapshot.title}</p> : null}
          <blockquote className="text-sm break-words whitespace-pre-wrap">{snapshot.text || '(no text)'}</blockquote>
        </figure>
        {report.details ? (
          <p className="text-sm">
            <span className="font-medium">Reporter's details: </span>
            <span className="break-words whitespace-pre-wrap">{report.details}</span>
          </p>
        ) : null}
        {report.resolution ? (
          <p className="text-sm text-muted-foreground">
            {reportActionLabels[report.resolution.action]} by {report.resolution.resolvedByName}, {formatDateTime(report.resolution.resolvedAt)}: “{report.resolution.note}”
          </p>
        ) : canAct ? (
          <form
            className="grid gap-3 border-t border-border pt-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!note.trim()) {
                setError('Add a note for the record.');
                return;
              }
              setError(null);
              resolve.mutate(
                { id: report.id, action, note },
                {
                  onSuccess: () => toast({ title: 'Report resolved', description: 'The reporter is told the outcome by e-mail.' }),
                  onError: (failure) => setError(serverMessage(failure, 'Could not resolve the report.')),
                },
              );
            }}
          >
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-action`} className="text-sm font-medium">
                Action
              </label>
              <select
                id={`${id}-action`}
                value={action}
                onChange={(event) => setAction(event.target.value as ReportAction)}
                className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
              >
                {reportActionsFor[report.targetType].map((option) => (
                  <option key={option} value={option}>
                    {reportActionLabels[option]}
                  </option>
                ))}
              </select>
            </div>
            <Field label="Note" error={error}>
              {(props) => <Textarea {...props} value={note} onChange={(event) => setNote(event.target.value)} className="min-h-16" />}
            </Field>
            <div>
              <Button type="submit" loading={resolve.isPending}>
                Resolve
              </Button>
            </div>
          </form>
        ) : null}
      </Card>
    </li>
  );
}
