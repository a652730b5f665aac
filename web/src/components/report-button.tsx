import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { REPORT_DETAILS_MAX, reportReasons, type ReportReason, type ReportTargetType } from '@worknest/shared/reports-rules';
import { apiRequest } from '../lib/api-request';
import { serverText, useT } from '../lib/i18n';
import { cn } from '../lib/utils';
import { FormDialogFooter } from './form/form-dialog-footer';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './ui/dialog';
import { Field } from './ui/field';
import { Textarea } from './ui/textarea';
import { toast } from './ui/toast';
import { formatCount } from '@worknest/shared/format-money';

/**
 * "Report" (issue 39) on a listing, a member, a message or a review: a dialog with the reason
 * (radio group) and optional details; the admins look at it, the reporter hears the outcome by
 * e-mail. `label` names the button for screen readers where several sit on one page. Texts: the
 * `safety` catalog, which every route showing Report or Block loads (issue 40).
 */
export function ReportButton({
  targetType,
  targetId,
  label,
  className,
  compact = false,
  showLabel = false,
}: {
  targetType: ReportTargetType;
  targetId: string;
  label?: string;
  className?: string;
  compact?: boolean;
  /** Show `label` as the button's text (where two Report buttons sit side by side, e.g. the listing and its host). */
  showLabel?: boolean;
}) {
  const t = useT('safety');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: () => apiRequest('POST', '/api/reports', { targetType, targetId, reason, ...(details.trim() ? { details } : {}) }),
    onSuccess: () => {
      setOpen(false);
      setReason(null);
      setDetails('');
      toast({ title: t('report.thanks'), description: t('report.thanksBody') });
    },
    onError: (failure) => setError(serverText(failure, t('report.failed'))),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('text-muted-foreground', className)} aria-label={showLabel && label ? undefined : (label ?? t('report.title', { what: targetType }))}>
          <Flag aria-hidden="true" />
          {compact ? null : showLabel && label ? label : t('report.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('report.title', { what: targetType })}</DialogTitle>
          <DialogDescription>{t('report.intro')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setError(t('report.chooseReason'));
              return;
            }
            report.mutate();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('report.reason')}</legend>
            {reportReasons.map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {t(`report.reason.${option}`)}
              </label>
            ))}
          </fieldset>
          <Field label={t('report.details')} description={t('report.detailsHint', { max: formatCount(REPORT_DETAILS_MAX) })}>
            {(props) => <Textarea {...props} maxLength={REPORT_DETAILS_MAX} value={details} onChange={(event) => setDetails(event.target.value)} />}
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <FormDialogFooter cancelLabel={t('cancel')} onCancel={() => setOpen(false)} submitLabel={t('report.send')} pending={report.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
