import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, UserRound } from 'lucide-react';
import { formatEuros, formatStayDate } from '@worknest/shared/booking-rules';
import type { BookingView } from '@worknest/shared/booking';
import { isStayCompleted } from '@worknest/shared/stay-state';
import { Card } from '../../../components/ui/card';
import { AddToCalendarLink } from './add-to-calendar-link';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelStayButton } from './cancel-stay-button';
import { stayChangeNote } from '../utils/stay-change-note';
import { stayDetailPath } from '@worknest/shared/stay-view';
import { useUser } from '../../../lib/auth';
import { dates } from '@worknest/shared/format-dates';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useWithdrawApproval } from '../api/withdraw-approval';
import { DateRange } from '../../../components/date-range';

/**
 * One trip of My Bookings: the place, the dates, the state, the amount and (once paid) the host.
 * `footer` is what other features add under it (the review of a past stay).
 */
/** Issue 17: what changed or can change about a stay: the request's wait, the cancellation and refund, Cancel stay. */
function StayChange({ booking }: { booking: BookingView }) {
  const t = useT('bookings');
  const note = stayChangeNote(booking, 'guest', t);
  const cancellable = booking.status === 'confirmed' && !isStayCompleted(booking, Date.now());
  const withdrawable = booking.status === 'requested';
  // Issue 35: a business stay waiting for approval shows its deadline and can be withdrawn.
  if (booking.status === 'awaiting_approval') return <ApprovalWait booking={booking} />;
  if (!note && !cancellable && !withdrawable) return null;
  const stayName = t('trip.stayName', { title: booking.listingTitle, from: formatStayDate(booking.checkIn), to: formatStayDate(booking.checkOut) });
  return (
    <div className="grid gap-2 border-t border-border pt-2 text-sm">
      {note ? <p className="text-muted-foreground">{note}</p> : null}
      {cancellable ? <CancelStayButton bookingId={booking.id} label={t('trip.cancelStay')} stayName={stayName} /> : null}
      {withdrawable ? <CancelStayButton bookingId={booking.id} label={t('trip.withdrawRequest')} stayName={stayName} /> : null}
    </div>
  );
}

export function TripCard({ booking, footer }: { booking: BookingView; footer?: ReactNode }) {
  const t = useT('bookings');
  const place = [booking.city, booking.country].filter(Boolean).join(', ');
  // Issue 34: a business stay says who pays ("Paid by Acme"), its purpose and cost centre.
  const companyName = useUser().data?.companyName ?? null;
  const paidBy = booking.payer === 'company' || booking.payer === 'credits' || booking.payer === 'swap' ? t('payer.label', { payer: booking.payer, company: companyName ?? '', known: companyName ? 'yes' : 'no' }) : null;
  return (
    <Card className="grid overflow-hidden sm:grid-cols-[10rem_1fr]">
      {booking.listingImage ? (
        <img src={booking.listingImage} alt="" loading="lazy" className="aspect-[16/9] h-full w-full object-cover sm:aspect-auto" />
      ) : (
        <div className="hidden bg-secondary sm:block" />
      )}
      <div className="grid gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link to={`/app/listings/${encodeURIComponent(booking.listingId)}`} className="font-semibold underline-offset-4 hover:underline" data-i18n-exempt>
            {booking.listingTitle}
          </Link>
          <BookingStatusBadge booking={booking} />
        </div>
        {place ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-i18n-exempt>
            <MapPin aria-hidden="true" className="size-4" />
            {place}
          </p>
        ) : null}
        <p className="text-sm">
          <DateRange from={booking.checkIn} to={booking.checkOut} /> ·{' '}
          {t('trip.nightsGuests', { nights: booking.nights, guests: booking.numberOfGuests })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {booking.host ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
              <span className="flex items-center gap-1.5" data-i18n-exempt={booking.host.name ?? booking.host.username ? '' : undefined}>
                <UserRound aria-hidden="true" className="size-4" />
                {booking.host.name ?? booking.host.username ?? t('trip.yourHost')}
              </span>
              <a href={`mailto:${booking.host.email}`} className="flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                {booking.host.email}
              </a>
            </span>
          ) : (
            <span />
          )}
          <span className="text-right font-medium">
            {formatEuros(booking.totalAmount)}
            {paidBy ? <span className="block text-xs font-normal text-muted-foreground">{paidBy}</span> : null}
          </span>
        </div>
        {booking.payer === 'company' && booking.purpose ? (
          <p className="text-sm text-muted-foreground">
            {t('trip.business', { purpose: booking.purpose, costCentre: booking.costCentre ?? '', hasCentre: booking.costCentre ? 'yes' : 'no' })}
          </p>
        ) : null}
        {/* Issue 41: the stay page, with the address and the arrival guide once confirmed. */}
        <Link to={stayDetailPath(booking.id)} className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          {booking.status === 'confirmed' ? t('trip.arrivalGuide') : t('trip.stayDetails')}
        </Link>
        {booking.status === 'confirmed' && !isStayCompleted(booking, Date.now()) ? <AddToCalendarLink bookingId={booking.id} /> : null}
        <StayChange booking={booking} />
        {footer}
      </div>
    </Card>
  );
}

/** Issue 35: "Waiting for approval" until the deadline, and Withdraw (the nights are released). */
function ApprovalWait({ booking }: { booking: BookingView }) {
  const t = useT('bookings');
  const withdraw = useWithdrawApproval();
  return (
    <div className="grid gap-2 border-t border-border pt-2 text-sm">
      <p className="text-muted-foreground">
        {t('trip.approvalWait', { until: booking.approvalDeadlineAt ? 'yes' : 'no', date: booking.approvalDeadlineAt ? dates.dateTime(booking.approvalDeadlineAt) : '' })}
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(booking.id, {
              onSuccess: () => toast({ title: t('trip.withdrawnTitle'), description: t('trip.withdrawnBody') }),
              onError: (error) => toast({ title: serverText(error, t('trip.withdrawFailed')), variant: 'destructive' }),
            })
          }
        >
          {t('trip.withdraw')}
        </Button>
      </div>
    </div>
  );
}
