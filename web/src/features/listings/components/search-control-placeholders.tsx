import { CalendarDays, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { dates } from '@worknest/shared/format-dates';
import { useT } from '../../../lib/i18n';
import { DateRange } from '../../../components/date-range';

/*
 * What the Dates and Filters buttons look like while their code loads (issue 15): the range
 * calendar (react-day-picker) and the Filters popover/sheet (floating-ui, the dialog's scroll
 * lock) are chunks loaded right after the grid's first render, not before it. Each placeholder is
 * the button the real control renders, disabled until the control replaces it.
 */

/** The chosen stay ("3 Dec – 6 Dec", in `<time>`s), or `empty` ("Add dates"). */
export function StayDatesLabel({ checkIn, checkOut, empty }: { checkIn: string | null; checkOut: string | null; empty: string }) {
  return checkIn && checkOut ? (
    <DateRange from={checkIn} to={checkOut} format={dates.shortDay} />
  ) : (
    <>{empty}</>
  );
}

export function StayDatesPlaceholder({ id, checkIn, checkOut }: { id: string; checkIn: string | null; checkOut: string | null }) {
  const t = useT('listings');
  return (
    <Button id={id} type="button" variant="outline" className="h-10 w-full justify-start gap-2 font-normal" disabled>
      <CalendarDays aria-hidden="true" className="text-muted-foreground" />
      <span className={checkIn ? '' : 'text-muted-foreground'}>
        <StayDatesLabel checkIn={checkIn} checkOut={checkOut} empty={t('dates.add')} />
      </span>
    </Button>
  );
}

/** The Filters button's face, with the count of active filters: the placeholder's and the real trigger's. */
export function FiltersButtonContent({ count }: { count: number }) {
  const t = useT('listings');
  return (
    <>
      <SlidersHorizontal aria-hidden="true" />
      {t('filters.button')}
      {count ? (
        <>
          <span className="grid size-5 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">{count}</span>
          <span className="sr-only">{t('filters.active')}</span>
        </>
      ) : null}
    </>
  );
}

export function SearchFiltersPlaceholder({ count }: { count: number }) {
  return (
    <Button type="button" variant="outline" className="h-10 gap-2" disabled>
      <FiltersButtonContent count={count} />
    </Button>
  );
}
