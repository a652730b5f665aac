import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { adminBookingStatuses, type AdminBooking, type AdminBookingStatus } from '@worknest/shared/admin';
import { formatEuros } from '@worknest/shared/booking';
import { stayDisplayState } from '@worknest/shared/stay-state';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useSignedInUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useAdminBookings } from '../api/get-admin-bookings';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatStayDate } from '../utils/format';
import { DateRange } from '../../../components/date-range';

/** What the page that composes this one adds per booking (app/routes/admin-bookings: Cancel stay). */
export type AdminBookingAction = (booking: AdminBooking) => ReactNode;
const ANY = 'any';

/** `/app/admin/bookings`: a company's bookings by check-in date, filtered by status and dates. */
export function AdminBookingsRoute({ rowAction }: { rowAction?: AdminBookingAction } = {}) {
  const t = useT('admin');
  const me = useSignedInUser();
  const [domain, setDomain] = useState<string | null>(me.companyDomain);
  const [status, setStatus] = useState<AdminBookingStatus | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const rangeError = from && to && from > to ? t('bookings.rangeError') : null;
  const bookings = useAdminBookings(domain && !rangeError ? { domain, status, from: from || null, to: to || null } : null);
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminPage title={t('bookings.title')} description={t('bookings.description')}>
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-4 md:items-start">
          <CompanySelect value={domain} onChange={setDomain} triggerClassName="w-full" />
          <Field label={t('bookings.status')}>
            {(props) => (
              <Select value={status ?? ANY} onValueChange={(value) => setStatus(value === ANY ? null : (value as AdminBookingStatus))}>
                <SelectTrigger {...props}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>{t('bookings.anyStatus')}</SelectItem>
                  {adminBookingStatuses.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`bookings.state.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label={t('bookings.from')}>{(props) => <Input {...props} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
          <Field label={t('bookings.until')} error={rangeError}>
            {(props) => <Input {...props} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
          </Field>
        </CardContent>
      </Card>
      {domain === null || rangeError ? null : bookings.isPending ? (
        <ListSkeleton label={t('bookings.loading')} />
      ) : bookings.isError ? (
        <LoadError error={bookings.error} fallback={t('bookings.failed')} onRetry={() => void bookings.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('bookings.emptyTitle')} description={t('bookings.emptyText')} />
      ) : (
        <div className="grid gap-4">
          <BookingTable bookings={items} rowAction={rowAction} />
          <ShowMore hasMore={bookings.hasNextPage} loading={bookings.isFetchingNextPage} onClick={() => void bookings.fetchNextPage()} />
        </div>
      )}
    </AdminPage>
  );
}

function StatusBadge({ booking }: { booking: AdminBooking }) {
  const t = useT('admin');
  // Issue 29: a confirmed stay reads "Completed" from check-out (11:00, listing time) on, as the guest and the host see it.
  if (stayDisplayState(booking, Date.now()) === 'completed') return <Badge variant="secondary">{t('bookings.state.completed')}</Badge>;
  if (booking.status === 'confirmed') return <Badge variant="success">{t('bookings.state.confirmed')}</Badge>;
  if (booking.status === 'pending') return booking.holdActive ? <Badge variant="warning">{t('bookings.state.pendingPayment')}</Badge> : <Badge variant="secondary">{t('bookings.state.abandoned')}</Badge>;
  if (booking.status === 'refunded') return <Badge variant="destructive">{t('bookings.state.refunded')}</Badge>;
  return (
    <Badge variant="secondary">{(adminBookingStatuses as readonly string[]).includes(booking.status) ? t(`bookings.state.${booking.status as AdminBookingStatus}`) : booking.status}</Badge>
  );
}

function BookingTable({ bookings, rowAction }: { bookings: readonly AdminBooking[]; rowAction?: AdminBookingAction }) {
  const t = useT('admin');
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('bookings.title')}</caption>
          <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t('bookings.col.stay')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('bookings.col.listing')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('bookings.col.guest')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('bookings.status')}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t('bookings.col.payment')}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t('bookings.col.platformFee')}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t('bookings.col.hostPayout')}</th>
              {rowAction ? <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">{t('bookings.col.actions')}</span></th> : null}
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3 whitespace-nowrap">
                  <DateRange from={booking.checkIn} to={booking.checkOut} format={formatStayDate} />
                  <span className="block text-muted-foreground">{t('bookings.nightsGuests', { nights: booking.nights, guests: booking.numberOfGuests })}</span>
                </td>
                <td className="px-4 py-3">
                  <Link to={`/app/listings/${booking.listingId}`} className="font-medium underline-offset-4 hover:underline" data-i18n-exempt>
                    {booking.listingTitle}
                  </Link>
                </td>
                <td className="px-4 py-3" data-i18n-exempt>
                  {booking.guest.name}
                  <span className="block text-muted-foreground">{booking.guest.email}</span>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge booking={booking} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  {formatEuros(booking.totalAmount)}
                  <span className="block text-muted-foreground">{t('bookings.fee', { amount: formatEuros(booking.serviceFee) })}</span>
                  {booking.cancelledBy ? <span className="block text-muted-foreground">{t('bookings.refunded', { amount: formatEuros(booking.refundedAmount ?? 0) })}</span> : null}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{booking.payment ? formatEuros(booking.payment.platformFee) : '—'}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  {booking.payment ? (
                    <>
                      {formatEuros(booking.payment.hostPayout)}
                      <span className="block text-muted-foreground">{t(`bookings.payout.${booking.payment.payoutStatus}`)}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                {rowAction ? <td className="px-4 py-3">{rowAction(booking)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="grid gap-3 md:hidden" aria-label={t('bookings.title')}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Card className="grid gap-1 p-4 text-sm">
              <div className="flex items-start justify-between gap-2">
                <Link to={`/app/listings/${booking.listingId}`} className="font-medium underline-offset-4 hover:underline" data-i18n-exempt>
                  {booking.listingTitle}
                </Link>
                <StatusBadge booking={booking} />
              </div>
              <p>
                <DateRange from={booking.checkIn} to={booking.checkOut} format={formatStayDate} /> ·{' '}
                {t('bookings.nights', { count: booking.nights })}
              </p>
              <p className="text-muted-foreground" data-i18n-exempt>
                {booking.guest.name} · {booking.guest.email}
              </p>
              <p>
                {formatEuros(booking.totalAmount)} <span className="text-muted-foreground">({t('bookings.fee', { amount: formatEuros(booking.serviceFee) })})</span>
                {booking.cancelledBy ? <span className="text-muted-foreground"> · {t('bookings.refunded', { amount: formatEuros(booking.refundedAmount ?? 0) })}</span> : null}
              </p>
              {booking.payment ? (
                <p>
                  {t('bookings.payment', { fee: formatEuros(booking.payment.platformFee), payout: formatEuros(booking.payment.hostPayout) })}{' '}
                  <span className="text-muted-foreground">({t(`bookings.payout.${booking.payment.payoutStatus}`)})</span>
                </p>
              ) : null}
              {rowAction?.(booking)}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
