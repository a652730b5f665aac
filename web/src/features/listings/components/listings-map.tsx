import { useNavigate } from 'react-router';
import { formatEuros } from '@worknest/shared/booking';
import type { ListingCardSummary } from '@worknest/shared/listing-search-rules';
import { MapView, type MapPin } from '../../../components/map/map-view';
import { useT } from '../../../lib/i18n';

/**
 * Issue 41: the results on a map, a pin with the price per home at its approximate position (never
 * the exact one). Its own chunk, loaded when the Map toggle is on; MapLibre itself loads inside
 * MapView. The list under it has the same homes for keyboard and screen-reader users.
 */
export function ListingsMap({ items }: { items: readonly ListingCardSummary[] }) {
  const t = useT('listings');
  const navigate = useNavigate();
  const pins: MapPin[] = items.flatMap((listing) =>
    listing.approximateLocation
      ? [
          {
            id: listing.id,
            latitude: listing.approximateLocation.latitude,
            longitude: listing.approximateLocation.longitude,
            label: formatEuros(listing.pricePerNight),
            title: t('map.pinTitle', { title: listing.title, price: formatEuros(listing.pricePerNight) }),
            href: `/app/listings/${encodeURIComponent(listing.id)}`,
          },
        ]
      : [],
  );
  const placed = pins.length;
  return (
    <div className="grid gap-2">
      <MapView
        pins={pins}
        label={t('map.label', { count: placed })}
        className="h-[22rem] sm:h-[28rem]"
        onPinClick={(pin) => pin.href && navigate(pin.href)}
      />
      <p className="text-xs text-muted-foreground">
        {t('map.note')} {placed < items.length ? t('map.unplaced', { count: items.length - placed }) : ''}
      </p>
    </div>
  );
}
