import { useNavigate } from 'react-router';
import { countNights } from '@worknest/shared/booking-rules';
import { stayCredits } from '@worknest/shared/credit-rules';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useBookWithCredits, useCreditsSummary } from '../api/home-exchange';

/**
 * Issue 37: "Pay with credits" under the booking panel's Book button, for members whose company
 * runs the credits programme: the stay's cost (nights × 1 credit, the company's default; the
 * server decides) against the balance. The server checks the stay and the balance again.
 */
export function PayWithCredits(props: { listingId: string; rentalType: string; checkIn: string | null; checkOut: string | null; numberOfGuests: number; ready: boolean }) {
  const t = useT('listing');
  const credits = useCreditsSummary();
  const book = useBookWithCredits();
  const navigate = useNavigate();
  if (!credits.data?.enabled) return null;
  const nights = props.checkIn && props.checkOut && props.ready ? countNights(props.checkIn, props.checkOut) : 0;
  const cost = nights > 0 ? stayCredits(nights, props.rentalType, credits.data.nightCost ?? { whole_apartment: 1, room: 1 }) : null;
  const balance = credits.data.balance;

  const pay = async () => {
    if (!props.checkIn || !props.checkOut) return;
    try {
      const booking = await book.mutateAsync({ listingId: props.listingId, checkIn: props.checkIn, checkOut: props.checkOut, numberOfGuests: props.numberOfGuests });
      toast({ title: booking.status === 'requested' ? t('credits.requestSent') : t('credits.booked'), description: t('credits.paidWith', { count: booking.creditsAmount ?? 0 }) });
      navigate('/app/bookings');
    } catch (error) {
      toast({ title: t('credits.notBooked'), description: serverText(error, t('credits.failed')), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-2 border-t border-border pt-4" aria-label={t('credits.pay')}>
      <p className="text-sm text-muted-foreground">
        {t('credits.balance')} <span className="font-medium text-foreground">{t('credits.count', { count: balance })}</span>
        {cost !== null ? ` · ${t('credits.thisStay', { count: cost })}` : ''}
      </p>
      <Button type="button" variant="outline" disabled={cost === null || book.isPending} onClick={pay}>
        {t('credits.pay')}
      </Button>
    </div>
  );
}
