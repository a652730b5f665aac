import { useState } from 'react';
import { formatEuros } from '@worknest/shared/booking-rules';
import { formatDeadline, REQUEST_WITHDRAWAL_RULE, type CancellationPreview } from '@worknest/shared/cancellation';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useCancellationPreview, useCancelStay } from '../api/stay-changes';

/**
 * Cancelling a paid stay (issue 17) for the guest (My Bookings: "Cancel stay"), the host (My
 * Hostings: "Cancel this stay") or an admin (Admin → Bookings). Opening the dialog asks the
 * server what cancelling now refunds; the confirm button cancels and says what went back. The
 * guest's "Withdraw request" on a request the host has not answered uses it too (nothing charged).
 */
export function CancelStayDialog({ bookingId, label, stayName, defaultOpen = false }: { bookingId: string; label: string; stayName: string; defaultOpen?: boolean }) {
  const t = useT('bookings');
  const [open, setOpen] = useState(defaultOpen);
  const preview = useCancellationPreview(bookingId, open);
  const cancel = useCancelStay();
  const withdrawal = preview.data?.rule === REQUEST_WITHDRAWAL_RULE;

  const confirm = () =>
    cancel.mutate({ bookingId, expectedStatus: withdrawal ? 'requested' : 'confirmed' }, {
      onSuccess: ({ outcome, booking }) => {
        setOpen(false);
        if (outcome === 'withdrawn' || withdrawal) {
          toast({ title: t('cancel.withdrawnTitle'), description: t('cancel.withdrawnBody') });
          return;
        }
        toast({
          title: t('cancel.cancelledTitle'),
          description: booking.refundedAmount ? t('cancel.refunded', { amount: formatEuros(booking.refundedAmount) }) : t('cancel.nothingRefunded'),
        });
      },
      onError: (error) => toast({ title: t('cancel.failedTitle'), description: serverText(error, t('cancel.tryAgain')), variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="justify-self-start text-destructive">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('cancel.question', { label })}</DialogTitle>
          <DialogDescription>{stayName}</DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <div role="status" aria-label={t('cancel.loading')} className="grid gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : preview.isError ? (
          <p role="alert" className="text-sm">
            {serverText(preview.error, t('cancel.previewFailed'))}
          </p>
        ) : (
          <RefundSummary preview={preview.data} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {withdrawal ? t('cancel.keepRequest') : t('cancel.keepStay')}
          </Button>
          <Button variant="destructive" onClick={confirm} loading={cancel.isPending} disabled={!preview.data?.cancellable}>
            {label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RefundSummary({ preview }: { preview: CancellationPreview }) {
  const t = useT('bookings');
  if (!preview.cancellable) return <p className="text-sm">{preview.reason}</p>;
  if (preview.rule === REQUEST_WITHDRAWAL_RULE) {
    return <p className="text-base">{t('cancel.holdReleased', { amount: formatEuros(preview.totalAmount) })}</p>;
  }
  const refund = formatEuros(preview.refundAmount);
  const kept = formatEuros(preview.keptAmount);
  return (
    <div className="grid gap-2 text-sm">
      {preview.cancelAs === 'guest' ? (
        <>
          <p className="text-base">
            {t('cancel.guestRefund', { refund, total: formatEuros(preview.totalAmount), kept, keeps: preview.keptAmount > 0 ? 'yes' : 'no' })}
          </p>
          <p className="text-muted-foreground">{t('cancel.policy', { policy: preview.policy })}</p>
          {preview.nextDeadline ? (
            <p className="text-muted-foreground">
              {t('cancel.nextDeadline', { date: formatDeadline(Date.parse(preview.nextDeadline.at), preview.timeZone), amount: formatEuros(preview.nextDeadline.refundAmount) })}
            </p>
          ) : null}
        </>
      ) : (
        <p role="note" className="rounded-md bg-warning-soft p-3 text-base">
          {t(preview.rule === 'host-full' ? 'cancel.hostFull' : 'cancel.hostBegun', { refund })}
        </p>
      )}
    </div>
  );
}
