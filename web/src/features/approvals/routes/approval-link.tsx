import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { REJECT_REASON_MAX_LENGTH, REJECT_REASON_MIN_LENGTH } from '@worknest/shared/travel-policy-rules';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { serverText, useT } from '../../../lib/i18n';
import { useApprovalLinkPreview, useDecideByLink } from '../api/approvals';
import { ApprovalCard } from '../components/approval-card';

/**
 * `/approvals/decide#token=` (issue 35, ADR 0132): the page an approver's e-mail link opens. It
 * shows the trip and decides only when the approver presses the button (a POST: mail scanners
 * open links on their own). The token, in the fragment, is the proof: no sign-in needed.
 */
export function ApprovalLinkRoute() {
  const t = useT('approvals');
  const location = useLocation();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '');
  const preview = useApprovalLinkPreview(token);
  const decide = useDecideByLink();
  const [reason, setReason] = useState('');
  const reject = preview.data?.decision === 'reject';
  const reasonOk = reason.trim().length >= REJECT_REASON_MIN_LENGTH && reason.trim().length <= REJECT_REASON_MAX_LENGTH;
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-12">
      <Link to="/" aria-label={t('link.home')} className="mb-8">
        <Logo />
      </Link>
      <Card className="w-full max-w-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{t('link.title', { decision: reject ? 'reject' : 'approve' })}</h1>
          <CardDescription>{preview.data?.approverName ? t('link.decidingAs', { name: preview.data.approverName }) : t('link.waiting')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? <p role="alert">{t('link.noToken')}</p> : null}
          {preview.isError ? (
            <p role="alert" className="text-destructive">
              {serverText(preview.error, t('link.invalid'))}
            </p>
          ) : null}
          {preview.data ? <ApprovalCard item={decide.data?.approval ?? preview.data.approval} /> : null}
          {decide.isSuccess ? (
            <p role="status" className="rounded-lg bg-secondary px-4 py-3 text-sm">
              {decide.data.decision.outcome === 'approved' ? t('link.approved', { status: decide.data.approval.status }) : t('link.rejected')}
            </p>
          ) : preview.data && preview.data.approval.status === 'awaiting_approval' ? (
            <>
              {decide.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {serverText(decide.error, t('decide.failed'))}
                </p>
              ) : null}
              {reject ? (
                <div className="grid gap-2">
                  <label htmlFor="reason" className="text-sm font-medium">
                    {t('decide.reasonLabel')}
                  </label>
                  <Textarea id="reason" value={reason} maxLength={REJECT_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
                </div>
              ) : null}
              <Button variant={reject ? 'destructive' : 'default'} disabled={decide.isPending || (reject && !reasonOk)} onClick={() => decide.mutate({ token, ...(reject ? { reason: reason.trim() } : {}) })}>
                {reject ? t('decide.rejectStay') : t('link.approveStay')}
              </Button>
            </>
          ) : preview.data ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('link.notWaiting')}
            </p>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
