import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/** Profile, "My Bookings" (SPEC.md §2): View Bookings opens the page of my trips. */
export function MyBookingsCard() {
  const t = useT('bookings');
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('mine.title')}</CardTitle>
          <CardDescription>{t('mine.cardIntro')}</CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link to="/app/bookings">
            <CalendarDays aria-hidden="true" />
            {t('success.viewBookings')}
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
