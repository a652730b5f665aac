import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { pickNightRange } from '@worknest/shared/availability-rules';
import { formatStayDate, utcDate } from '@worknest/shared/booking';
import { Button } from '../../../components/ui/button';
import { spokenDayLabel, toDate, toDay, useWideScreen } from './calendar-days';
import { plural } from '@worknest/shared/plural';

interface AvailabilityPickerProps {
  id?: string;
  /** `yyyy-MM-dd`, sorted. */
  value: string[];
  onChange: (dates: string[]) => void;
  describedBy?: string;
  /** Nights a guest has booked or is paying for (editing a listing): shown, and not removable. */
  blocked?: string[];
}

/** A day's spoken name (calendar-days.ts): offered ("selected"), the range's first night, or held by a guest. */
function dayLabel(date: Date, modifiers: { today?: boolean; offered?: boolean; range_start?: boolean; blocked?: boolean }): string {
  const label = spokenDayLabel(date, { today: modifiers.today, selected: modifiers.offered }, modifiers.blocked ? 'booked or held by a guest' : undefined);
  return modifiers.range_start ? `${label}, first night of the range` : label;
}

/**
 * The nights a host offers, none before today (issue 29: a range in one gesture). A click picks a
 * range's first night, the next its last: every night between is offered, or, when all of them
 * were offered already, taken off (pickNightRange); the same night twice is that night alone.
 * "Today" is the UTC calendar day, as the server counts it (ARCHITECTURE.md), so a date the
 * picker allows is never refused. No night picked means every date is open.
 */
export function AvailabilityPicker({ id, value, onChange, describedBy, blocked = [] }: AvailabilityPickerProps) {
  const months = useWideScreen() ? 2 : 1;
  const todayDay = utcDate(Date.now());
  const today = toDate(todayDay);
  const [first, setFirst] = useState<string | null>(null);
  const count = value.length;
  const blockedDays = blocked.map(toDate);

  function pick(day: Date) {
    const night = toDay(day);
    if (first === null) {
      setFirst(night);
      return;
    }
    onChange(pickNightRange(value, first, night, { today: todayDay, blocked }));
    setFirst(null);
  }

  return (
    <div id={id} className="grid gap-3" aria-describedby={describedBy}>
      <div className="overflow-x-auto rounded-lg border border-border bg-card p-3">
        <DayPicker
          mode="range"
          selected={first ? { from: toDate(first), to: undefined } : undefined}
          onSelect={(_range, day) => pick(day)}
          disabled={[{ before: today }, ...blockedDays]}
          modifiers={{ offered: value.map(toDate), blocked: blockedDays }}
          startMonth={today}
          numberOfMonths={months}
          weekStartsOn={1}
          labels={{ labelDayButton: dayLabel }}
          modifiersStyles={{
            offered: { backgroundColor: 'var(--color-secondary)', borderRadius: '9999px' },
            blocked: { backgroundColor: 'var(--color-warning-soft)', color: 'var(--color-warning)', borderRadius: '9999px', opacity: 1, textDecoration: 'line-through' },
          }}
          style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-medium">
          {first
            ? `From ${formatStayDate(first)}: now pick the last night (the same night again for that night alone)`
            : count === 0
              ? 'No dates picked: every date is open'
              : `${plural(count, 'date')} selected`}
        </p>
        {blocked.length > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: 'var(--color-warning-soft)', outline: '1px solid var(--color-warning)' }} />
            Booked or held by a guest ({plural(blocked.length, 'night')}): these stay offered
          </p>
        ) : null}
        {first ? (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setFirst(null)}>
            Cancel this range
          </Button>
        ) : count > 0 ? (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => onChange([])}>
            Clear dates
          </Button>
        ) : null}
      </div>
    </div>
  );
}
