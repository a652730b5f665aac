import { useState } from 'react';
import { formatEuros } from '@worknest/shared/booking-rules';
import { cancellationPolicyLabels, formatDeadline, REQUEST_WITHDRAWAL_RULE, type CancellationPreview } from '@worknest/shared/cancellation';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useCancellationPreview, useCancelStay } from '../api/stay-changes';

/**
 * Cancelling a paid stay (issue 17) for the guest (My Bookings: "Cancel stay"), the host (My
 * Hostings: "Cancel this stay") or an admin (Admin → Bookings). Opening the dialog asks the
 * server what cancelling now refunds; the confirm button cancels and says what went back. The
 * guest's "Withdraw request" on a request the host has not answered uses it too (nothing charged).
 */
export function CancelStayDialog({ bookingId, label, stayName, defaultOpen = false }: { bookingId: string; label: string; stayName: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const preview = useCancellationPreview(bookingId, open);
  const cancel = useCancelStay();
  const withdrawal = preview.data?.rule === REQUEST_WITHDRAWAL_RULE;

  const confirm = () =>
    cancel.mutate({ bookingId, expectedStatus: withdrawal ? 'requested' : 'confirmed' }, {
      onSuccess: ({ outcome, booking }) => {
        setOpen(false);
        if (outcome === 'withdrawn' || withdrawal) {
          toast({ title: 'Request withdrawn', description: 'Your card was not charged; the host is told.' });
          return;
        }
        toast({
          title: 'Stay cancelled',
          description: booking.refundedAmount ? `${formatEuros(booking.refundedAmount)} is refunded to the guest.` : 'Nothing is refunded under the cancellation policy.',
        });
      },
      onError: (error) => toast({ title: 'Could not cancel the stay', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
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
          <DialogTitle>{label}?</DialogTitle>
          <DialogDescription>{stayName}</DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <div role="status" aria-label="Loading the refund" className="grid gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : preview.isError ? (
          <p role="alert" className="text-sm">
            {serverMessage(preview.error, "We couldn't work out the refund. Please try again.")}
          </p>
        ) : (
          <RefundSummary preview={preview.data} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {withdrawal ? 'Keep the request' : 'Keep the stay'}
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
  if (!preview.cancellable) return <p className="text-sm">{preview.reason}</p>;
  if (preview.rule === REQUEST_WITHDRAWAL_RULE) {
    return (
      <p className="text-base">
        Nothing has been charged: the hold of <strong>{formatEuros(preview.totalAmount)}</strong> on your card is released at once, the nights are
        freed and the host is told.
      </p>
    );
  }
  const refund = formatEuros(preview.refundAmount);
  const kept = formatEuros(preview.keptAmount);
  return (
    <div className="grid gap-2 text-sm">
      {preview.cancelAs === 'guest' ? (
        <>
          <p className="text-base">
            You get <strong>{refund}</strong> back of the {formatEuros(preview.totalAmount)} you paid
            {preview.keptAmount > 0 ? `; ${kept} is kept` : ''}.
          </p>
          <p className="text-muted-foreground">Cancellation policy: {cancellationPolicyLabels[preview.policy]}.</p>
          {preview.nextDeadline ? (
            <p className="text-muted-foreground">
              Cancelling after {formatDeadline(Date.parse(preview.nextDeadline.at), preview.timeZone)} refunds {formatEuros(preview.nextDeadline.refundAmount)}.
            </p>
          ) : null}
        </>
      ) : (
        <p role="note" className="rounded-md bg-warning-soft p-3 text-base">
          {preview.rule === 'host-full' ? (
            <>
              The guest gets a <strong>full refund of {refund}</strong>, whatever the cancellation policy says.
            </>
          ) : (
            <>
              The stay has begun: the guest gets <strong>{refund}</strong> back (the nights not yet begun and the service fee).
            </>
          )}{' '}
          The nights become free for others at once.
        </p>
      )}
    </div>
  );
}
