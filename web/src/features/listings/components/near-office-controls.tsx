import { Map as MapIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useOffices } from '../api/get-offices';
import type { SearchState } from '../utils/search-state';
import { useT } from '../../../lib/i18n';

const RADII = [2, 5, 10, 25, 50, 100];

/**
 * Issue 41: "Near" one of the company's offices (with a radius; the results then show their
 * distance and can be sorted by it) and the Map toggle. Both live in the URL.
 */
export function NearOfficeControls({
  id,
  state,
  onApply,
  mapShown,
  onToggleMap,
}: {
  id: string;
  state: SearchState;
  onApply: (next: Partial<SearchState>) => void;
  mapShown: boolean;
  onToggleMap: () => void;
}) {
  const t = useT('listings');
  const offices = useOffices();
  const list = offices.data?.offices ?? [];
  // While the offices load, the control is there (disabled), so the grid below does not move when
  // they arrive (it did on a phone, where the row wraps: Lighthouse's layout shift on /app/listings).
  const shown = offices.isPending || list.length > 0;
  const selectClasses = 'h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {shown ? (
        <>
          <label htmlFor={`${id}-near`} className="text-sm text-muted-foreground">
            {t('near.label')}
          </label>
          {/* A fixed width: a select is as wide as its longest option, so the offices' names would widen it when they arrive and wrap the row (the grid below would move). */}
          <select
            id={`${id}-near`}
            className={`${selectClasses} w-40`}
            disabled={offices.isPending}
            value={state.near ?? ''}
            onChange={(event) => {
              const near = event.target.value || null;
              onApply(near ? { near, sort: 'distance' } : { near: null, radiusKm: null, sort: state.sort === 'distance' ? 'newest' : state.sort });
            }}
          >
            <option value="">{t('near.anyOffice')}</option>
            {list.map((office) => (
              <option key={office.id} value={office.id} data-i18n-exempt>
                {office.name}
              </option>
            ))}
          </select>
          {state.near ? (
            <>
              <label htmlFor={`${id}-radius`} className="sr-only">
                {t('near.within')}
              </label>
              <select id={`${id}-radius`} className={selectClasses} value={state.radiusKm ?? 10} onChange={(event) => onApply({ radiusKm: Number(event.target.value) })}>
                {RADII.map((km) => (
                  <option key={km} value={km}>
                    {t('near.withinKm', { km })}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </>
      ) : null}
      <Button type="button" variant={mapShown ? 'default' : 'outline'} size="sm" aria-pressed={mapShown} onClick={onToggleMap}>
        <MapIcon aria-hidden="true" />
        {t('map.toggle')}
      </Button>
    </div>
  );
}
