import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { nudgedPin, roundedCoordinate, type LatLon, type PinDirection } from '@worknest/shared/geo';
import { useT } from '../../lib/i18n';
import { Button } from '../ui/button';
import { exemptAttribution, mapLibreLocale } from './map-locale';
import { useMapStyle } from './map-style';

/** One press of an arrow key (or a button) moves the pin this far; with Shift ten times as far. */
const STEP_M = 10;
const KEYS: Record<string, PinDirection> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east' };
const BUTTONS: Array<{ direction: PinDirection; icon: typeof ArrowUp }> = [
  { direction: 'north', icon: ArrowUp },
  { direction: 'west', icon: ArrowLeft },
  { direction: 'east', icon: ArrowRight },
  { direction: 'south', icon: ArrowDown },
];

interface PinPickerProps {
  /** Where the pin is now (the form's two boxes). */
  position: LatLon;
  /** The host moved it: by dragging, by the arrow keys on the pin, or by the buttons. */
  onMove: (position: LatLon) => void;
}

/**
 * Issue 41: the host corrects the geocoded position of the home in the listing form. The pin can
 * be dragged on the map; with a keyboard the pin itself takes the arrow keys (10 m, Shift 100 m),
 * and the four buttons under the map do the same for anyone; the latitude and longitude boxes stay
 * the exact way. Every move is announced. MapLibre loads only when this mounts (its own chunk).
 * Without a map style on the stage it renders nothing: the boxes remain.
 */
export function PinPicker({ position, onMove }: PinPickerProps) {
  const t = useT('listing-form');
  const container = useRef<HTMLDivElement>(null);
  const style = useMapStyle();
  const styleUrl = style.data?.styleUrl ?? null;
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The map is made once; these let its handlers see the current position and callback.
  const current = useRef(position);
  current.current = position;
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const marker = useRef<{ setLngLat: (lngLat: [number, number]) => unknown } | null>(null);
  const map = useRef<{ getBounds: () => { contains: (lngLat: [number, number]) => boolean }; panTo: (lngLat: [number, number]) => unknown } | null>(null);

  /** `direction` null: dropped by a drag. */
  const move = (next: LatLon, direction: PinDirection | null) => {
    onMoveRef.current(next);
    const where = { latitude: next.latitude, longitude: next.longitude };
    setAnnouncement(direction ? t('pin.moved', { direction, ...where }) : t('pin.dropped', where));
  };
  const moveRef = useRef(move);
  moveRef.current = move;
  // The map is made once: its texts are the language's at that moment.
  const texts = useRef(t);
  texts.current = t;

  useEffect(() => {
    if (!styleUrl || !container.current) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      try {
        const [{ default: maplibregl }] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
        if (cancelled || !container.current) return;
        const start = current.current;
        const say = texts.current;
        const created = new maplibregl.Map({
          // Issue 40: the map's own controls and hints in the reader's language.
          locale: mapLibreLocale(),
          container: container.current,
          style: styleUrl,
          center: [start.longitude, start.latitude],
          zoom: 15,
          attributionControl: { compact: true },
          cooperativeGestures: true,
        });
        exemptAttribution(container.current);
        created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        created.on('error', () => undefined);
        const element = document.createElement('button');
        element.type = 'button';
        element.className = 'size-6 cursor-grab rounded-full border-[3px] border-white bg-primary shadow-md focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing';
        element.setAttribute('aria-label', say('pin.label'));
        element.dataset.testid = 'listing-pin';
        element.addEventListener('keydown', (event) => {
          const direction = KEYS[event.key];
          if (!direction) return;
          event.preventDefault();
          event.stopPropagation(); // the map would pan instead
          moveRef.current(nudgedPin(current.current, direction, event.shiftKey ? STEP_M * 10 : STEP_M), direction);
        });
        const pin = new maplibregl.Marker({ element, draggable: true }).setLngLat([start.longitude, start.latitude]).addTo(created);
        pin.on('dragend', () => {
          const { lat, lng } = pin.getLngLat();
          moveRef.current({ latitude: roundedCoordinate(lat), longitude: roundedCoordinate(((lng + 540) % 360) - 180) }, null);
        });
        marker.current = pin;
        map.current = created;
        remove = () => created.remove();
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      marker.current = null;
      map.current = null;
      remove?.();
    };
  }, [styleUrl]);

  // Typed or nudged positions move the pin, and the map follows when it leaves the view.
  useEffect(() => {
    const lngLat: [number, number] = [position.longitude, position.latitude];
    marker.current?.setLngLat(lngLat);
    if (map.current && !map.current.getBounds().contains(lngLat)) map.current.panTo(lngLat);
  }, [position.latitude, position.longitude]);

  if (style.isSuccess && !styleUrl) return null;
  return (
    <div className="grid gap-2">
      <div className="relative h-64 overflow-hidden rounded-xl border border-border bg-secondary" data-testid="pin-map">
        {/* MapLibre's controls and gesture hint come from the catalog (mapLibreLocale); only the attribution is data-i18n-exempt. */}
        <div ref={container} role="region" aria-label={t('pin.map')} className="h-full w-full" />
        {failed ? <p className="absolute inset-x-0 top-1/2 text-center text-sm text-muted-foreground">{t('pin.failed')}</p> : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('pin.help')}</p>
      <div role="group" aria-label={t('pin.buttons')} className="flex flex-wrap gap-2">
        {BUTTONS.map(({ direction, icon: Icon }) => (
          <Button key={direction} type="button" variant="outline" size="sm" aria-label={t('pin.move', { direction })} onClick={() => move(nudgedPin(position, direction, STEP_M), direction)}>
            <Icon aria-hidden="true" className="size-4" />
            <span>{t('pin.direction', { direction })}</span>
          </Button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
