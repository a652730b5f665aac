import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { utcDate } from '@worknest/shared/booking';
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

/** A day's spoken name (calendar-days.ts), saying when a guest holds it. */
function dayLabel(date: Date, modifiers: { today?: boolean; selected?: boolean; blocked?: boolean }): string {
  return spokenDayLabel(date, modifiers, modifiers.blocked ? 'booked or held by a guest' : undefined);
}

/**
 * The nights a host offers: any number of days, none before today. "Today" is the UTC calendar
 * day, as the server counts it (ARCHITECTURE.md), so a date the picker allows is never refused.
 */
export function AvailabilityPicker({ id, value, onChange, describedBy, blocked = [] }: AvailabilityPickerProps) {
  const months = useWideScreen() ? 2 : 1;
  const today = toDate(utcDate(Date.now()));
  const count = value.length;
  const blockedDays = blocked.map(toDate);
  return (
    <div id={id} className="grid gap-3" aria-describedby={describedBy}>
      <div className="overflow-x-auto rounded-lg border border-border bg-card p-3">
        <DayPicker
          mode="multiple"
          selected={value.map(toDate)}
          onSelect={(dates) => onChange((dates ?? []).map(toDay).sort())}
          disabled={[{ before: today }, ...blockedDays]}
          modifiers={{ blocked: blockedDays }}
          startMonth={today}
          numberOfMonths={months}
          weekStartsOn={1}
          labels={{ labelDayButton: dayLabel }}
          modifiersStyles={{
            selected: { backgroundColor: 'var(--color-secondary)', borderRadius: '9999px' },
            blocked: { backgroundColor: 'var(--color-warning-soft)', color: 'var(--color-warning)', borderRadius: '9999px', opacity: 1, textDecoration: 'line-through' },
          }}
          style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-medium">
          {count === 0 ? 'No dates selected' : `${plural(count, 'date')} selected`}
        </p>
        {blocked.length > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: 'var(--color-warning-soft)', outline: '1px solid var(--color-warning)' }} />
            Booked or held by a guest ({plural(blocked.length, 'night')}): these stay offered
          </p>
        ) : null}
        {count > 0 ? (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => onChange([])}>
            Clear dates
          </Button>
        ) : null}
      </div>
    </div>
  );
}
