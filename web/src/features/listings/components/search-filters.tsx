import { useEffect, useId, useState } from 'react';
import { FiltersButtonContent } from './search-control-placeholders';
import { amenityChoices, rentalTypes, type Amenity, type RentalType } from '@worknest/shared/listing-options';
import { formatMbps } from '@worknest/shared/work-ready';
import { useT } from '../../../lib/i18n';
import { amenityKey } from '../utils/amenity-key';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Sheet, SheetContent, SheetTrigger } from '../../../components/ui/sheet';
import { useQuery } from '@tanstack/react-query';
import { creditsQueryOptions } from '../../../lib/credits-query';
import { activeFilterCount, centsToEurosField, emptySearch, eurosFieldToCents, searchAccepts, type SearchAccepts, type SearchState } from '../utils/search-state';

type FilterValues = Pick<SearchState, 'minPrice' | 'maxPrice' | 'type' | 'workspace' | 'minWifiMbps' | 'workReady' | 'amenities' | 'accepts'>;

/** The WiFi speeds offered ('' any), in Mbps. */
const wifiChoices = ['', '25', '100', '300', '1000'];

function useWide(): boolean {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The fields of the Filters panel. Changes are drafts until Show homes. */
function FilterFields({ values, onChange }: { values: FilterValues; onChange: (next: FilterValues) => void }) {
  const t = useT('listings');
  const id = useId();
  const [minText, setMinText] = useState(centsToEurosField(values.minPrice));
  const [maxText, setMaxText] = useState(centsToEurosField(values.maxPrice));
  // Issue 37: "Pay with" only where the company runs credits or swaps (and always while one is chosen, so it can be undone).
  const programme = useQuery(creditsQueryOptions()).data;
  const payWith = searchAccepts.filter((kind) => values.accepts === kind || (kind === 'credits' ? programme?.enabled : programme?.swapsEnabled));
  const toggleAmenity = (amenity: Amenity, checked: boolean) =>
    onChange({ ...values, amenities: checked ? amenityChoices.filter((a) => a === amenity || values.amenities.includes(a)) : values.amenities.filter((a) => a !== amenity) });

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="pb-2 text-sm font-semibold">{t('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-min`}>{t('filters.min')}</Label>
            <Input
              id={`${id}-min`}
              inputMode="decimal"
              placeholder={t('filters.noMin')}
              value={minText}
              onChange={(event) => {
                setMinText(event.target.value);
                onChange({ ...values, minPrice: eurosFieldToCents(event.target.value) });
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-max`}>{t('filters.max')}</Label>
            <Input
              id={`${id}-max`}
              inputMode="decimal"
              placeholder={t('filters.noMax')}
              value={maxText}
              onChange={(event) => {
                setMaxText(event.target.value);
                onChange({ ...values, maxPrice: eurosFieldToCents(event.target.value) });
              }}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="pb-2 text-sm font-semibold">{t('filters.type')}</legend>
        <ChoiceChips<RentalType>
          label={t('filters.type')}
          choices={[null, ...rentalTypes]}
          value={values.type}
          onChange={(type) => onChange({ ...values, type })}
          text={(type) => (type ? t(`type.${type}`) : t('filters.anyType'))}
        />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="pb-2 text-sm font-semibold">{t('filters.working')}</legend>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-workspace`} checked={values.workspace} onCheckedChange={(checked) => onChange({ ...values, workspace: checked === true })} />
          <Label htmlFor={`${id}-workspace`}>{t('filters.workspace')}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-ready`} checked={values.workReady} onCheckedChange={(checked) => onChange({ ...values, workReady: checked === true })} />
          <Label htmlFor={`${id}-ready`}>{t('filters.workReadyOnly')}</Label>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-wifi`}>{t('filters.wifi')}</Label>
          <select
            id={`${id}-wifi`}
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
            value={values.minWifiMbps === null ? '' : String(values.minWifiMbps)}
            onChange={(event) => onChange({ ...values, minWifiMbps: event.target.value ? Number(event.target.value) : null })}
          >
            {wifiChoices.includes(String(values.minWifiMbps ?? '')) ? null : (
              <option value={String(values.minWifiMbps)}>{t('filters.wifiAtLeast', { speed: formatMbps(values.minWifiMbps ?? 0) })}</option>
            )}
            {wifiChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice ? t('filters.wifiAtLeast', { speed: formatMbps(Number(choice)) }) : t('filters.anySpeed')}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      {payWith.length ? (
        <fieldset className="grid gap-2">
          <legend className="pb-2 text-sm font-semibold">{t('filters.payWith')}</legend>
          <ChoiceChips<SearchAccepts>
            label={t('filters.payWith')}
            choices={[null, ...payWith]}
            value={values.accepts}
            onChange={(accepts) => onChange({ ...values, accepts })}
            text={(kind) => (kind ? t(`filters.accepts.${kind}`) : t('filters.anyPayment'))}
          />
        </fieldset>
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="pb-2 text-sm font-semibold">{t('filters.amenities')}</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2.5">
          {amenityChoices.map((amenity, i) => (
            <div key={amenity} className="flex items-center gap-2">
              <Checkbox id={`${id}-amenity-${i}`} checked={values.amenities.includes(amenity)} onCheckedChange={(checked) => toggleAmenity(amenity, checked === true)} />
              <Label htmlFor={`${id}-amenity-${i}`}>{t(amenityKey(amenity))}</Label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function pickFilters(state: SearchState): FilterValues {
  const { minPrice, maxPrice, type, workspace, minWifiMbps, workReady, amenities, accepts } = state;
  return { minPrice, maxPrice, type, workspace, minWifiMbps, workReady, amenities, accepts };
}

/**
 * The Filters button with the count of active filters; it opens price, type, workspace, WiFi, what
 * a home takes besides money (where the company runs credits or swaps) and amenities in a popover on wide screens and a bottom sheet on phones. Show homes applies them.
 */
export function SearchFilters({ state, onApply }: { state: SearchState; onApply: (filters: FilterValues) => void }) {
  const t = useT('listings');
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(() => pickFilters(state));
  const count = activeFilterCount(state);
  const openWith = (next: boolean) => {
    if (next) setDraft(pickFilters(state));
    setOpen(next);
  };
  const apply = () => {
    onApply(draft);
    setOpen(false);
  };
  const trigger = (
    <Button type="button" variant="outline" className="h-10 gap-2">
      <FiltersButtonContent count={count} />
    </Button>
  );
  const footer = (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
      <Button type="button" variant="ghost" onClick={() => setDraft(pickFilters(emptySearch))}>
        {t('filters.reset')}
      </Button>
      <Button type="button" onClick={apply}>
        {t('filters.show')}
      </Button>
    </div>
  );
  // The fields remount when the panel opens, so their text starts from the applied filters.
  const fields = open ? <FilterFields values={draft} onChange={setDraft} /> : null;

  if (wide) {
    return (
      <Popover open={open} onOpenChange={openWith}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent align="end" className="grid w-[26rem] gap-4" aria-label={t('filters.button')}>
          <h2 className="text-base font-semibold">{t('filters.button')}</h2>
          {fields}
          {footer}
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Sheet open={open} onOpenChange={openWith}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent>
        <DialogTitle>{t('filters.button')}</DialogTitle>
        <DialogDescription className="sr-only">{t('filters.description')}</DialogDescription>
        {fields}
        {footer}
      </SheetContent>
    </Sheet>
  );
}
