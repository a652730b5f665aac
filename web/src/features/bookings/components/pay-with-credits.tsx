import { useNavigate } from 'react-router';
import { countNights } from '@worknest/shared/booking-rules';
import { formatCredits, stayCredits } from '@worknest/shared/credit-rules';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useBookWithCredits, useCreditsSummary } from '../api/home-exchange';

/**
 * Issue 37: "Pay with credits" under the booking panel's Book button, for members whose company
 * runs the credits programme: the stay's cost (nights × 1 credit, the company's default; the
 * server decides) against the balance. The server checks the stay and the balance again.
 */
export function PayWithCredits(props: { listingId: string; rentalType: string; checkIn: string | null; checkOut: string | null; numberOfGuests: number; ready: boolean }) {
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
      toast({ title: booking.status === 'requested' ? 'Request sent' : 'Stay booked', description: `Paid with ${formatCredits(booking.creditsAmount ?? 0)}.` });
      navigate('/app/bookings');
    } catch (error) {
      toast({ title: 'Not booked', description: serverMessage(error, 'The stay could not be paid with credits.'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-2 border-t border-border pt-4" aria-label="Pay with credits">
      <p className="text-sm text-muted-foreground">
        Your balance: <span className="font-medium text-foreground">{formatCredits(balance)}</span>
        {cost !== null ? ` · this stay: ${formatCredits(cost)}` : ''}
      </p>
      <Button type="button" variant="outline" disabled={cost === null || book.isPending} onClick={pay}>
        Pay with credits
      </Button>
    </div>
  );
}
