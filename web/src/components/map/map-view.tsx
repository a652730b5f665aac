import { useEffect, useRef, useState } from 'react';
import { destinationPoint, type ApproximateLocation, type LatLon } from '@worknest/shared/geo';
import { useT } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { exemptAttribution, mapLibreLocale } from './map-locale';
import { useMapStyle } from './map-style';

/** A pin: a home (with its price label) or a place such as an office. */
export interface MapPin extends LatLon {
  id: string;
  label: string;
  /** Read out and shown on hover. */
  title: string;
  href?: string;
  kind?: 'home' | 'office' | 'exact';
}

interface MapViewProps {
  pins?: readonly MapPin[];
  /** Approximate positions: drawn as circles, never as a point. */
  circles?: readonly ApproximateLocation[];
  /** What the map shows, for screen readers (the same content is always in the page as text). */
  label: string;
  className?: string;
  onPinClick?: (pin: MapPin) => void;
}

/** A circle as a polygon of 64 points (GeoJSON has no circles). */
function circlePolygon(circle: ApproximateLocation): [number, number][] {
  const ring = Array.from({ length: 64 }, (_, i) => destinationPoint(circle, (i * 360) / 64, circle.radiusMeters)).map((point): [number, number] => [point.longitude, point.latitude]);
  return [...ring, ring[0]!];
}

/**
 * A map (issue 41) with MapLibre GL JS, which is loaded only when a map is shown: its script and
 * CSS are their own chunks, fetched when this component mounts. The style comes from the stage
 * (`GET /api/maps/style`: an Amazon Location style; locally the offline basemap). The map shows
 * what the page also lists in text (the results, the address): keyboard and screen-reader users
 * get the same from the list, and the map region says so.
 */
export function MapView({ pins = [], circles = [], label, className, onPinClick }: MapViewProps) {
  const t = useT('shell');
  const container = useRef<HTMLDivElement>(null);
  const style = useMapStyle();
  const [failed, setFailed] = useState(false);
  const styleUrl = style.data?.styleUrl ?? null;
  const key = JSON.stringify([pins, circles]);

  useEffect(() => {
    if (!styleUrl || !container.current) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      try {
        const [{ default: maplibregl }] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
        if (cancelled || !container.current) return;
        const points: LatLon[] = [...pins, ...circles];
        const map = new maplibregl.Map({
          // Issue 40: the map's own controls and hints in the reader's language.
          locale: mapLibreLocale(),
          container: container.current,
          style: styleUrl,
          center: points[0] ? [points[0].longitude, points[0].latitude] : [10, 50],
          zoom: points.length === 1 ? 13 : 4,
          attributionControl: { compact: true },
          cooperativeGestures: true,
        });
        exemptAttribution(container.current);
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        remove = () => map.remove();
        if (points.length > 1) {
          const bounds = new maplibregl.LngLatBounds();
          for (const point of points) bounds.extend([point.longitude, point.latitude]);
          map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
          // A phone turned, a window resized: every pin stays in view.
          map.on('resize', () => map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 }));
        }
        for (const pin of pins) {
          const element = document.createElement('div');
          element.className =
            pin.kind === 'office'
              ? 'rounded-full border-2 border-white bg-foreground px-2 py-0.5 text-xs font-semibold text-background shadow'
              : pin.kind === 'exact'
                ? 'size-4 rounded-full border-2 border-white bg-primary shadow'
                : 'cursor-pointer rounded-full border border-border bg-card px-2 py-0.5 text-xs font-semibold text-foreground shadow hover:bg-primary hover:text-primary-foreground';
          if (pin.kind !== 'exact') element.textContent = pin.label;
          element.title = pin.title;
          element.setAttribute('aria-label', pin.title);
          element.dataset.pin = pin.id;
          // A pin's label and title are the place's name (an office, a home) or its price.
          element.dataset.i18nExempt = '';
          if (onPinClick) element.addEventListener('click', () => onPinClick(pin));
          new maplibregl.Marker({ element }).setLngLat([pin.longitude, pin.latitude]).addTo(map);
        }
        if (circles.length > 0) {
          map.on('load', () => {
            map.addSource('approximate', {
              type: 'geojson',
              data: { type: 'FeatureCollection', features: circles.map((circle) => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [circlePolygon(circle)] } })) },
            });
            map.addLayer({ id: 'approximate-fill', type: 'fill', source: 'approximate', paint: { 'fill-color': '#2f6f73', 'fill-opacity': 0.18 } });
            map.addLayer({ id: 'approximate-line', type: 'line', source: 'approximate', paint: { 'line-color': '#2f6f73', 'line-width': 2 } });
          });
        }
        map.on('error', () => undefined);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
    // The pins and circles by value: a new array with the same content keeps the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, key]);

  if (style.isSuccess && !styleUrl) return null;
  return (
    <div className={cn('relative overflow-hidden rounded-xl border border-border bg-secondary', className)} data-testid="map">
      {/* MapLibre's controls and gesture hint come from the catalog (mapLibreLocale); only the
          attribution and the pins (places and homes members named) are data-i18n-exempt. */}
      <div ref={container} role="region" aria-label={label} className="h-full w-full" />
      {failed ? <p className="absolute inset-x-0 top-1/2 text-center text-sm text-muted-foreground">{t('map.failed')}</p> : null}
    </div>
  );
}
