import type { CSSProperties } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';

/*
 * The range calendar of StayDatesField, in a module of its own so the listings grid loads
 * react-day-picker and date-fns only when the date popover opens (issue 15).
 */

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });

function dayLabel(date: Date, modifiers: { today?: boolean; selected?: boolean; disabled?: boolean }): string {
  const label = `${date.getDate()} ${monthYear.format(date)}, ${weekday.format(date)}`;
  return `${label}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}${modifiers.disabled ? ', not available' : ''}`;
}

export interface StayDatesCalendarProps {
  selected: DateRange | undefined;
  onSelect: (day: Date) => void;
  today: Date;
  wide: boolean;
}

export function StayDatesCalendar({ selected, onSelect, today, wide }: StayDatesCalendarProps) {
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={(_range, day) => onSelect(day)}
      disabled={{ before: today }}
      startMonth={today}
      defaultMonth={selected?.from ?? today}
      numberOfMonths={wide ? 2 : 1}
      weekStartsOn={1}
      labels={{ labelDayButton: dayLabel }}
      style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
    />
  );
}
