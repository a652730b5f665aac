import { useState, type CSSProperties } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { CalendarDays } from 'lucide-react';
import { utcDate } from '@worknest/shared/booking-rules';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { spokenDayLabel, toDate, toDay, useWideScreen } from './calendar-days';
import { StayDatesLabel } from './search-control-placeholders';
import { useT } from '../../../lib/i18n';

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
  const t = useT('listings');
  /** A day's spoken name (calendar-days.ts), saying when it cannot be chosen. */
  const dayLabel = (date: Date, modifiers: { today?: boolean; selected?: boolean; disabled?: boolean }): string =>
    spokenDayLabel(date, modifiers, modifiers.disabled ? t('day.unavailable') : undefined, { today: t('day.today'), selected: t('day.selected') });
  const wide = useWideScreen();
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
        <Button id={id} type="button" variant="outline" className="h-10 w-full justify-start gap-2 font-normal">
          <CalendarDays aria-hidden="true" className="text-muted-foreground" />
          <span className={checkIn ? '' : 'text-muted-foreground'}>
            <StayDatesLabel checkIn={checkIn} checkOut={checkOut} empty={t('dates.add')} />
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto max-w-[calc(100vw-1rem)] p-3" aria-label={t('dates.dialog')}>
        <p className="px-1 pb-2 text-sm text-muted-foreground">
          {draft?.from && !draft.to ? t('dates.pickCheckOut') : t('dates.pickBoth')}
        </p>
        <DayPicker
          mode="range"
          selected={selected}
          onSelect={(_range, day) => {
            // Every click starts a new range after a complete one; the second click ends it.
            if (!draft?.from || draft.to || day <= draft.from) {
              setDraft({ from: day, to: undefined });
              return;
            }
            setDraft(undefined);
            setOpen(false);
            onChange({ checkIn: toDay(draft.from), checkOut: toDay(day) });
          }}
          disabled={{ before: today }}
          startMonth={today}
          defaultMonth={selected?.from ?? today}
          numberOfMonths={wide ? 2 : 1}
          weekStartsOn={1}
          labels={{ labelDayButton: dayLabel }}
          style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
        />
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
              {t('dates.clear')}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
