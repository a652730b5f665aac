import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import { reportActionsFor, type ReportAction, type ReportView } from '@worknest/shared/reports-rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { useSignedInUser } from '../../../lib/auth';
import { serverText, useT } from '../../../lib/i18n';
import { useReports, useResolveReport } from '../api/reports';
import { AdminPage } from '../components/admin-page';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatDateTime } from '../utils/format';
import { marks, Sentence } from '../components/sentence';

/**
 * `/app/admin/reports` (issue 39): the reports queue, oldest first, each with the content as it was
 * when reported; an admin dismisses or acts, with a note, recorded with who and when. HR (its own
 * company's reports) sees the same list without the actions.
 */
export function AdminReportsRoute() {
  const t = useT('admin');
  const user = useSignedInUser();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const reports = useReports(status);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const canAct = user.role === 'admin';
  return (
    <AdminPage
      title={t('reports.title')}
      description={canAct ? t('reports.description') : t('reports.descriptionHr')}
    >
      <div role="group" aria-label={t('reports.show')} className="inline-grid w-fit grid-cols-2 gap-0.5 rounded-lg bg-muted p-1">
        {(['open', 'resolved'] as const).map((option) => (
          <Button key={option} size="sm" variant={status === option ? 'outline' : 'ghost'} aria-pressed={status === option} onClick={() => setStatus(option)}>
            {option === 'open' ? t('reports.open') : t('reports.resolved')}
          </Button>
        ))}
      </div>
      {reports.isPending ? (
        <ListSkeleton label={t('reports.loading')} />
      ) : reports.isError ? (
        <LoadError error={reports.error} fallback={t('reports.failed')} onRetry={() => void reports.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Flag} title={status === 'open' ? t('reports.emptyOpen') : t('reports.emptyResolved')} description={t('reports.emptyText')} />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={status === 'open' ? t('reports.openLabel') : t('reports.resolvedLabel')}>
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
  const t = useT('admin');
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
          <Badge variant="secondary">{t(`reports.target.${report.targetType}`)}</Badge>
          <Badge>{t(`reports.reason.${report.reason}`)}</Badge>
          <span className="text-sm text-muted-foreground">
            <Sentence
              text={t('reports.reportedBy', marks('name', 'date'))}
              parts={{ name: <span data-i18n-exempt>{report.reporterName}</span>, date: <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time> }}
            />
          </span>
        </div>
        <figure className="grid gap-1 rounded-lg border border-border bg-muted/40 p-3">
          <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <Sentence text={t('reports.asReported', marks('name'))} parts={{ name: <span data-i18n-exempt>{snapshot.authorName}</span> }} />
            {snapshot.rating ? ` · ${t('reports.stars', { rating: snapshot.rating })}` : ''}
          </figcaption>
          {snapshot.title ? (
            <p className="font-medium" data-i18n-exempt>
              {snapshot.title}
            </p>
          ) : null}
          {snapshot.text ? (
            <blockquote className="text-sm break-words whitespace-pre-wrap" data-i18n-exempt>
              {snapshot.text}
            </blockquote>
          ) : (
            <blockquote className="text-sm">{t('reports.noText')}</blockquote>
          )}
        </figure>
        {report.details ? (
          <p className="text-sm">
            <span className="font-medium">{t('reports.details')} </span>
            <span className="break-words whitespace-pre-wrap" data-i18n-exempt>
              {report.details}
            </span>
          </p>
        ) : null}
        {report.resolution ? (
          <p className="text-sm text-muted-foreground">
            <Sentence
              text={t('reports.resolution', marks('action', 'name', 'date', 'note'))}
              parts={{
                action: t(`reports.action.${report.resolution.action}`),
                name: <span data-i18n-exempt>{report.resolution.resolvedByName}</span>,
                date: <time dateTime={report.resolution.resolvedAt}>{formatDateTime(report.resolution.resolvedAt)}</time>,
                note: <span data-i18n-exempt>{report.resolution.note}</span>,
              }}
            />
          </p>
        ) : canAct ? (
          <form
            className="grid gap-3 border-t border-border pt-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!note.trim()) {
                setError(t('reports.noteRequired'));
                return;
              }
              setError(null);
              resolve.mutate(
                { id: report.id, action, note },
                {
                  onSuccess: () => toast({ title: t('reports.resolvedToast'), description: t('reports.resolvedToastText') }),
                  onError: (failure) => setError(serverText(failure, t('reports.resolveFailed'))),
                },
              );
            }}
          >
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-action`} className="text-sm font-medium">
                {t('reports.actionLabel')}
              </label>
              <select
                id={`${id}-action`}
                value={action}
                onChange={(event) => setAction(event.target.value as ReportAction)}
                className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
              >
                {reportActionsFor[report.targetType].map((option) => (
                  <option key={option} value={option}>
                    {t(`reports.action.${option}`)}
                  </option>
                ))}
              </select>
            </div>
            <Field label={t('reports.note')} error={error}>
              {(props) => <Textarea {...props} value={note} onChange={(event) => setNote(event.target.value)} className="min-h-16" />}
            </Field>
            <div>
              <Button type="submit" loading={resolve.isPending}>
                {t('reports.resolve')}
              </Button>
            </div>
          </form>
        ) : null}
      </Card>
    </li>
  );
}
