import { useEffect, useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { utcDate } from '@worknest/shared/booking';
import { Button } from '../../../components/ui/button';

interface AvailabilityPickerProps {
  id?: string;
  /** `yyyy-MM-dd`, sorted. */
  value: string[];
  onChange: (dates: string[]) => void;
  describedBy?: string;
  /** Nights a guest has booked or is paying for (editing a listing): shown, and not removable. */
  blocked?: string[];
}

/** `yyyy-MM-dd` ↔ the picker's local-midnight Date of that calendar day (no library: date-fns' parse alone is ~20 KB gzip). */
function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });

/**
 * A day's name for screen readers that starts with the number it shows ("14 December 2026,
 * Monday"), so speech users can say what they see (WCAG 2.5.3).
 */
function dayLabel(date: Date, modifiers: { today?: boolean; selected?: boolean; blocked?: boolean }): string {
  const label = `${date.getDate()} ${monthYear.format(date)}, ${weekday.format(date)}`;
  return `${label}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}${modifiers.blocked ? ', booked or held by a guest' : ''}`;
}

/** Two months side by side where there is room, one on a phone. */
function useMonthsShown(): number {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide ? 2 : 1;
}

/**
 * The nights a host offers: any number of days, none before today. "Today" is the UTC calendar
 * day, as the server counts it (ARCHITECTURE.md), so a date the picker allows is never refused.
 */
export function AvailabilityPicker({ id, value, onChange, describedBy, blocked = [] }: AvailabilityPickerProps) {
  const months = useMonthsShown();
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
          {count === 0 ? 'No dates selected' : `${count} date${count === 1 ? '' : 's'} selected`}
        </p>
        {blocked.length > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: 'var(--color-warning-soft)', outline: '1px solid var(--color-warning)' }} />
            Booked or held by a guest ({blocked.length} {blocked.length === 1 ? 'night' : 'nights'}): these stay offered
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
