import { Link, useParams } from 'react-router';
import { ArrowLeft, KeyRound, Mail, MapPin, ScrollText, UserRound } from 'lucide-react';
import { arrivalGuideFields, isArrivalGuideEmpty } from '@worknest/shared/arrival-rules';
import { formatEuros } from '@worknest/shared/booking';
import type { StayView } from '@worknest/shared/stay-view';
import { MapView } from '../../../components/map/map-view';
import { Button } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/page-load-error';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { useStay } from '../api/get-stay';
import { BookingStatusBadge } from '../components/booking-status-badge';
import { StayDates } from '../components/stay-dates';
import { stayChangeNote } from '../utils/stay-change-note';

/**
 * `/app/bookings/{id}` (issue 41): one stay, for its guest or its host. While it is confirmed the
 * page shows where the home is (the full address, and a map with its pin: MapLibre loads only
 * then) and the host's arrival guide; before that, and again once cancelled, it says why they are
 * not shown.
 */
export function StayRoute() {
  const t = useT('bookings');
  const { id = '' } = useParams();
  const stay = useStay(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/app/bookings">
        <ArrowLeft aria-hidden="true" />
        {t('mine.title')}
      </Link>
    </Button>
  );
  if (stay.isError && errorStatus(stay.error) === 404) {
    return (
      <EmptyState
        title={t('success.notFoundTitle')}
        description={t('stay.notFoundBody')}
        action={
          <Button asChild>
            <Link to="/app/bookings">{t('success.viewMine')}</Link>
          </Button>
        }
      />
    );
  }
  if (stay.isError) {
    return (
      <PageLoadError message={serverText(stay.error, t('stay.loadFailed'))} retryLabel={t('mine.tryAgain')} onRetry={() => void stay.refetch()} retrying={stay.isRefetching} />
    );
  }
  if (!stay.data) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4" aria-busy="true" aria-label={t('stay.loading')}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      {back}
      <StayDetails stay={stay.data} />
    </div>
  );
}

function StayDetails({ stay }: { stay: StayView }) {
  const t = useT('bookings');
  const place = [stay.city, stay.country].filter(Boolean).join(', ');
  const note = stayChangeNote(stay, stay.side, t);
  const confirmed = stay.status === 'confirmed';
  return (
    <>
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="text-2xl font-semibold tracking-tight" data-i18n-exempt>
              <Link to={`/app/listings/${encodeURIComponent(stay.listingId)}`} className="underline-offset-4 hover:underline">
                {stay.listingTitle}
              </Link>
            </h1>
            <BookingStatusBadge booking={stay} viewer={stay.side} />
          </div>
          {place ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-i18n-exempt>
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <StayDates stay={stay} />
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
          <PeopleLine stay={stay} />
          <div className="flex items-baseline justify-between border-t border-border pt-3 text-sm">
            <span className="font-medium">{stay.side === 'guest' ? t('success.totalPaid') : t('stay.total')}</span>
            <span className="font-semibold">{formatEuros(stay.totalAmount)}</span>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-3 pt-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <MapPin aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('stay.gettingThere')}
          </h2>
          {confirmed && stay.address ? (
            <>
              <p className="text-sm text-muted-foreground">{t('stay.address')}</p>
              <address className="not-italic font-medium" data-testid="stay-address" data-i18n-exempt>
                {stay.address}
              </address>
              {stay.location ? (
                <MapView
                  pins={[{ id: stay.id, ...stay.location, label: '', title: stay.address, kind: 'exact' }]}
                  label={t('stay.mapOf', { address: stay.address })}
                  className="h-64 sm:h-80"
                />
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              {stay.status === 'cancelled' || stay.status === 'refunded' || stay.status === 'declined' || stay.status === 'expired'
                ? t('stay.notGoingAhead')
                : t('stay.shownOnceConfirmed')}
            </p>
          )}
        </CardContent>
      </Card>

      {confirmed ? <ArrivalGuideCard stay={stay} /> : null}
      {stay.houseRules ? <HouseRulesCard stay={stay} /> : null}
    </>
  );
}

function PeopleLine({ stay }: { stay: StayView }) {
  const t = useT('bookings');
  if (stay.side === 'guest' && stay.host) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4" />
          {t('stay.yourHost')} <span data-i18n-exempt>{stay.host.name ?? stay.host.username ?? stay.host.email}</span>
        </span>
        <a href={`mailto:${stay.host.email}`} className="flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
          <Mail aria-hidden="true" className="size-4" />
          {stay.host.email}
        </a>
      </p>
    );
  }
  if (stay.side === 'host' && stay.guest) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <UserRound aria-hidden="true" className="size-4" />
        {t('stay.guest')} <span data-i18n-exempt>{stay.guest.name ?? stay.guest.email}</span>
      </p>
    );
  }
  return null;
}

function ArrivalGuideCard({ stay }: { stay: StayView }) {
  const t = useT('bookings');
  const guide = stay.arrivalGuide;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('stay.arrivalGuide')}
        </h2>
        {!guide || isArrivalGuideEmpty(guide) ? (
          <p className="text-sm text-muted-foreground">
            {stay.side === 'guest' ? t('stay.noGuideGuest') : t('stay.noGuideHost')}
          </p>
        ) : (
          <dl className="grid gap-3 text-sm" data-testid="arrival-guide">
            {arrivalGuideFields
              .filter((field) => guide[field])
              .map((field) => (
                <div key={field} className="grid gap-0.5">
                  <dt className="text-muted-foreground">{t(`guide.${field}`)}</dt>
                  <dd className="whitespace-pre-line break-words font-medium" data-i18n-exempt>{guide[field]}</dd>
                </div>
              ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function HouseRulesCard({ stay }: { stay: StayView }) {
  const t = useT('bookings');
  const rules = stay.houseRules!;
  const lines = [
    t(rules.smoking ? 'rules.smoking' : 'rules.noSmoking'),
    t(rules.pets ? 'rules.pets' : 'rules.noPets'),
    t(rules.events ? 'rules.events' : 'rules.noEvents'),
    ...(rules.quietHours ? [t('rules.quietHours', { from: rules.quietHours.from, to: rules.quietHours.to })] : []),
  ];
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ScrollText aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('stay.houseRules')}
        </h2>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {rules.notes ? <p className="whitespace-pre-line break-words text-sm" data-i18n-exempt>{rules.notes}</p> : null}
      </CardContent>
    </Card>
  );
}
