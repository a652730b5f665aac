import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { pickNightRange } from '@worknest/shared/availability-rules';
import { utcDate } from '@worknest/shared/booking';
import { dates } from '@worknest/shared/format-dates';
import { Button } from '../../../components/ui/button';
import { useT, useUiLocale } from '../../../lib/i18n';
import { spokenDayLabel, toDate, toDay, useWideScreen } from './calendar-days';

interface AvailabilityPickerProps {
  id?: string;
  /** `yyyy-MM-dd`, sorted. */
  value: string[];
  onChange: (dates: string[]) => void;
  describedBy?: string;
  /** Nights a guest has booked or is paying for (editing a listing): shown, and not removable. */
  blocked?: string[];
}

/**
 * The nights a host offers, none before today (issue 29: a range in one gesture). A click picks a
 * range's first night, the next its last: every night between is offered, or, when all of them
 * were offered already, taken off (pickNightRange); the same night twice is that night alone.
 * "Today" is the UTC calendar day, as the server counts it (ARCHITECTURE.md), so a date the
 * picker allows is never refused. No night picked means every date is open.
 */
export function AvailabilityPicker({ id, value, onChange, describedBy, blocked = [] }: AvailabilityPickerProps) {
  const t = useT('listing-form');
  const locale = useUiLocale();
  /** A day's spoken name (calendar-days.ts): offered ("selected"), the range's first night, or held by a guest. */
  const dayLabel = (date: Date, modifiers: { today?: boolean; offered?: boolean; range_start?: boolean; blocked?: boolean }): string => {
    const words = { today: t('day.today'), selected: t('day.offered') };
    const label = spokenDayLabel(date, { today: modifiers.today, selected: modifiers.offered }, modifiers.blocked ? t('day.held') : undefined, words);
    return modifiers.range_start ? t('day.first', { label }) : label;
  };
  // Issue 40: the month and weekdays in the reader's language (English keeps react-day-picker's own).
  const localized =
    locale === 'en' || locale === 'pseudo'
      ? {}
      : {
          formatters: {
            formatCaption: (month: Date) => dates.monthYear(toDay(month).slice(0, 7)),
            formatWeekdayName: (weekday: Date) => dates.weekday(toDay(weekday)),
          },
        };
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
      {/* The calendar's month and weekday names are dates (Intl, in the reader's language), not catalog texts. */}
      <div className="overflow-x-auto rounded-lg border border-border bg-card p-3" data-i18n-exempt>
        <DayPicker
          mode="range"
          selected={first ? { from: toDate(first), to: undefined } : undefined}
          onSelect={(_range, day) => pick(day)}
          disabled={[{ before: today }, ...blockedDays]}
          modifiers={{ offered: value.map(toDate), blocked: blockedDays }}
          startMonth={today}
          numberOfMonths={months}
          weekStartsOn={1}
          {...localized}
          labels={{ labelDayButton: dayLabel, labelNext: () => t('dates.next'), labelPrevious: () => t('dates.previous') }}
          modifiersStyles={{
            offered: { backgroundColor: 'var(--color-secondary)', borderRadius: '9999px' },
            blocked: { backgroundColor: 'var(--color-warning-soft)', color: 'var(--color-warning)', borderRadius: '9999px', opacity: 1, textDecoration: 'line-through' },
          }}
          style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-medium">
          {first ? t('dates.from', { date: dates.stayDate(first) }) : count === 0 ? t('dates.none') : t('dates.count', { count })}
        </p>
        {blocked.length > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ backgroundColor: 'var(--color-warning-soft)', outline: '1px solid var(--color-warning)' }} />
            {t('dates.blocked', { count: blocked.length })}
          </p>
        ) : null}
        {first ? (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setFirst(null)}>
            {t('dates.cancelRange')}
          </Button>
        ) : count > 0 ? (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => onChange([])}>
            {t('dates.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
