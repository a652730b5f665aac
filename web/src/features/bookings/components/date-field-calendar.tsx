import { useRef, type CSSProperties, type RefObject } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dates } from '@worknest/shared/format-dates';
import { useT, useUiLocale } from '../../../lib/i18n';
import { toDate, toDay } from '../utils/calendar-day';

interface DateFieldCalendarProps {
  /** The field's button: the calendar opens under it, and focus returns to it when it closes. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string | null;
  onChange: (day: string | null) => void;
  disabled: Matcher[];
  defaultMonth: Date;
  startMonth: Date;
}

/**
 * The calendar of a DateField, in a chunk of its own (issue 31): the popover (Radix, floating-ui)
 * and react-day-picker with its date-fns load when a date field is first hovered, focused or
 * clicked, not with the page. It opens under the field's own button (a virtual anchor), so the
 * button the page rendered at first paint stays the one the member clicked.
 */
export function DateFieldCalendar(props: DateFieldCalendarProps) {
  const { anchorRef } = props;
  const t = useT('listing');
  // Issue 40: the month, weekdays and day names in the reader's language (format-dates); English
  // keeps react-day-picker's own ("Tuesday, December 1st, 2026"), which the journeys pick days by.
  const locale = useUiLocale();
  const english = locale === 'en' || locale === 'pseudo';
  const localized = english
    ? {}
    : {
        formatters: {
          formatCaption: (month: Date) => dates.monthYear(toDay(month).slice(0, 7)),
          formatWeekdayName: (weekday: Date) => dates.weekday(toDay(weekday)),
        },
      };
  // As Radix's own trigger: focus goes back to the field when the calendar closes, unless it closed
  // because the member clicked elsewhere (then focus stays where they clicked).
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg data-[state=open]:animate-fade-in"
          // A click on the field's button toggles the calendar itself (as Radix does for its own trigger).
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchorRef.current?.focus();
            interactedOutside.current = false;
          }}
        >
          <DayPicker
            mode="single"
            selected={props.value ? toDate(props.value) : undefined}
            onSelect={(date) => {
              props.onChange(date ? toDay(date) : null);
              if (date) props.onOpenChange(false);
            }}
            disabled={props.disabled}
            defaultMonth={props.value ? toDate(props.value) : props.defaultMonth}
            startMonth={props.startMonth}
            weekStartsOn={1}
            {...localized}
            labels={{
              labelNext: () => t('calendar.next'),
              labelPrevious: () => t('calendar.previous'),
              ...(english
                ? {}
                : {
                    labelGrid: (month: Date) => dates.monthYear(toDay(month).slice(0, 7)),
                    labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) =>
                      t('calendar.day', { date: dates.stayDate(toDay(date)), today: modifiers.today ? 'yes' : 'no', selected: modifiers.selected ? 'yes' : 'no' }),
                  }),
            }}
            autoFocus
            style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
