import { lazy, Suspense, useRef, useState } from 'react';
import type { Matcher } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { dates } from '@worknest/shared/format-dates';

// The booking panel and the swap form convert with these (no date library at first paint).
export { toDate, toDay } from '../utils/calendar-day';

// Issue 31: the calendar (popover, react-day-picker, date-fns) is not needed to paint the field.
const loadCalendar = () => import('./date-field-calendar');
const DateFieldCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DateFieldCalendar })));

interface DateFieldProps {
  id: string;
  /** `yyyy-MM-dd` or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** Days that cannot be picked (react-day-picker matchers). */
  disabled: Matcher[];
  /** The month the calendar opens on when nothing is picked. */
  defaultMonth: Date;
  startMonth: Date;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
  /** Opens the calendar from outside (the check-out field after a check-in is picked). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A date control of the booking panel: a button showing the day, opening a calendar in which the
 * days that cannot be picked are disabled. The calendar works with the keyboard (arrows, Enter).
 * The button is here; the calendar's code (date-field-calendar.tsx) loads when the field is first
 * pointed at, focused or opened, so the page paints without it.
 */
export function DateField(props: DateFieldProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  // Mounted from the first open on, so it can animate out and keep its month.
  const [wanted, setWanted] = useState(false);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const warm = () => void loadCalendar().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        id={props.id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
        className={cn(controlClasses, 'flex h-10 min-w-0 cursor-pointer items-center gap-2 px-3 text-left text-sm', !props.value && 'text-muted-foreground')}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        <span className="truncate">{props.value ? <time dateTime={props.value}>{dates.day(props.value)}</time> : props.placeholder}</span>
      </button>
      {open || wanted ? (
        <Suspense fallback={null}>
          <DateFieldCalendar
            anchorRef={button}
            open={open}
            onOpenChange={setOpen}
            value={props.value}
            onChange={props.onChange}
            disabled={props.disabled}
            defaultMonth={props.defaultMonth}
            startMonth={props.startMonth}
          />
        </Suspense>
      ) : null}
    </>
  );
}
