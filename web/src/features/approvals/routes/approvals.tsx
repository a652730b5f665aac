import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import type { ApprovalItem } from '@worknest/shared/approvals';
import { REJECT_REASON_MAX_LENGTH, REJECT_REASON_MIN_LENGTH } from '@worknest/shared/travel-policy-rules';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApprovals, useDecideApproval } from '../api/approvals';
import { ApprovalCard } from '../components/approval-card';

/**
 * `/app/approvals` (issue 35): the business stays waiting for the caller's decision (HR: the
 * company's; a manager: their reports'), with Approve, and Reject with a reason; then the recent
 * decisions.
 */
export function ApprovalsRoute() {
  const t = useT('approvals');
  const approvals = useApprovals();
  const title = t('page.documentTitle');
  useDocumentTitle(title);
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
      {approvals.isPending ? (
        <Skeleton className="h-40" />
      ) : approvals.isError ? (
        <p role="alert" className="text-destructive">
          {serverText(approvals.error, t('page.loadFailed'))}
        </p>
      ) : (
        <>
          <section aria-labelledby="waiting" className="grid gap-3">
            <h2 id="waiting" className="text-lg font-semibold">
              {t('page.waiting', { count: approvals.data.pendingCount })}
            </h2>
            {approvals.data.pending.length === 0 ? (
              <EmptyState icon={ClipboardCheck} title={t('page.emptyTitle')} description={t('page.emptyBody')} />
            ) : (
              approvals.data.pending.map((item) => <PendingApproval key={item.bookingId} item={item} />)
            )}
          </section>
          {approvals.data.recent.length > 0 ? (
            <section aria-labelledby="recent" className="grid gap-3">
              <h2 id="recent" className="text-lg font-semibold">
                {t('page.recent')}
              </h2>
              {approvals.data.recent.map((item) => (
                <ApprovalCard key={item.bookingId} item={item} />
              ))}
            </section>
          ) : null}
        </>
      )}
    </main>
  );
}

function PendingApproval({ item }: { item: ApprovalItem }) {
  const t = useT('approvals');
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonOk = reason.trim().length >= REJECT_REASON_MIN_LENGTH && reason.trim().length <= REJECT_REASON_MAX_LENGTH;
  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { bookingId: item.bookingId, decision, reason: reason.trim() },
      {
        onSuccess: (answer) => toast({ title: decision === 'approve' ? t('decide.approved', { status: answer.approval.status }) : t('decide.rejected') }),
        onError: (error) => toast({ title: serverText(error, t('decide.failed')), variant: 'destructive' }),
      },
    );
  return (
    <ApprovalCard item={item}>
      {rejecting ? (
        <div className="grid gap-2">
          <label htmlFor={`reason-${item.bookingId}`} className="font-medium">
            {t('decide.reasonLabel')}
          </label>
          <Textarea id={`reason-${item.bookingId}`} value={reason} maxLength={REJECT_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
          {!reasonOk && reason.length > 0 ? <p className="text-destructive">{t('decide.reasonInvalid', { min: REJECT_REASON_MIN_LENGTH, max: REJECT_REASON_MAX_LENGTH })}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={!reasonOk || decide.isPending} onClick={() => run('reject')}>
              {t('decide.rejectStay')}
            </Button>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              {t('decide.back')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={decide.isPending} onClick={() => run('approve')}>
            {t('decide.approve')}
          </Button>
          <Button variant="outline" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            {t('decide.reject')}
          </Button>
        </div>
      )}
    </ApprovalCard>
  );
}
