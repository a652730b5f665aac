import { lazy, Suspense, useEffect, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { utcDate } from '@worknest/shared/booking-rules';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';

/** `yyyy-MM-dd` ↔ the picker's local-midnight Date of that calendar day. */
function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
/** The calendar (react-day-picker, date-fns) loads when the popover first opens, or as the pointer nears the button (issue 15). */
const loadCalendar = () => import('./stay-dates-calendar');
const StayDatesCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.StayDatesCalendar })));

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

export function stayDatesLabel(checkIn: string | null, checkOut: string | null): string {
  return checkIn && checkOut ? `${shortDate.format(toDate(checkIn))} – ${shortDate.format(toDate(checkOut))}` : 'Add dates';
}

interface StayDatesFieldProps {
  id: string;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (dates: { checkIn: string | null; checkOut: string | null }) => void;
}

/**
 * Check-in and check-out in one range calendar (a popover). Days before today are disabled;
 * "today" is the UTC day, as the server counts it. The search changes once both ends are picked.
 */
export function StayDatesField({ id, checkIn, checkOut, onChange }: StayDatesFieldProps) {
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);
  const today = toDate(utcDate(Date.now()));
  const selected = draft ?? (checkIn && checkOut ? { from: toDate(checkIn), to: toDate(checkOut) } : undefined);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setDraft(undefined);
      }}
    >
      <PopoverTrigger asChild>
        <Button id={id} type="button" variant="outline" className="h-10 w-full justify-start gap-2 font-normal" onPointerEnter={() => void loadCalendar()} onFocus={() => void loadCalendar()}>
          <CalendarDays aria-hidden="true" className="text-muted-foreground" />
          <span className={checkIn ? '' : 'text-muted-foreground'}>{stayDatesLabel(checkIn, checkOut)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto max-w-[calc(100vw-1rem)] p-3" aria-label="Choose check-in and check-out dates">
        <p className="px-1 pb-2 text-sm text-muted-foreground">
          {draft?.from && !draft.to ? 'Now pick your check-out day.' : 'Pick your check-in day, then your check-out day.'}
        </p>
        <Suspense fallback={<p className="px-1 py-8 text-center text-sm text-muted-foreground" role="status">Loading the calendar…</p>}>
          <StayDatesCalendar
            selected={selected}
            onSelect={(day) => {
              // Every click starts a new range after a complete one; the second click ends it.
              if (!draft?.from || draft.to || day <= draft.from) {
                setDraft({ from: day, to: undefined });
                return;
              }
              setDraft(undefined);
              setOpen(false);
              onChange({ checkIn: toDay(draft.from), checkOut: toDay(day) });
            }}
            today={today}
            wide={wide}
          />
        </Suspense>
        {checkIn ? (
          <div className="flex justify-end pt-2">
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() => {
                setOpen(false);
                onChange({ checkIn: null, checkOut: null });
              }}
            >
              Clear dates
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
