import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverText, useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useSubmissionHistory, type HistoryForm } from '../api/get-history';
import { formatSubmittedAt } from '../utils/format-submitted-at';

interface SubmissionHistoryProps<T extends { id: string; submittedAt: string }> {
  form: HistoryForm;
  email: string;
  count: number;
  /** The facts of one submission, as label → value. */
  describe: (submission: T) => [string, ReactNode][];
}

/**
 * "n×" on an address that submitted more than once: opens every submission exactly as it was
 * sent, newest first (submissions are kept, never overwritten: issue 14, finding 8).
 */
export function SubmissionHistory<T extends { id: string; submittedAt: string }>({ form, email, count, describe }: SubmissionHistoryProps<T>) {
  const t = useT('marketing');
  const [open, setOpen] = useState(false);
  const history = useSubmissionHistory(form, email, open);
  const submissions = (history.data?.submissions ?? []) as unknown as T[];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-auto p-0" aria-label={t('history.open', { count, email })}>
          <Badge variant="secondary">{count}×</Badge>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <TextWithValue text={t('history.title', { email: VALUE })}>{email}</TextWithValue>
          </DialogTitle>
          <DialogDescription>{t('history.description')}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('history.loading')}>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : history.error ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive bg-destructive-soft p-4">
            <p className="text-sm font-medium text-destructive">{serverText(history.error, t('history.failed'))}</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <ol className="grid gap-3" aria-label={t('history.label')}>
            {submissions.map((submission) => (
              <li key={submission.id} className="rounded-lg border border-border p-3 text-sm">
                <time dateTime={submission.submittedAt} className="font-medium">
                  {formatSubmittedAt(submission.submittedAt)}
                </time>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {describe(submission).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="break-words whitespace-pre-line">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
