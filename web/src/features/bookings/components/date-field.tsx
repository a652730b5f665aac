import { useState, type CSSProperties } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { format, parse } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { dates } from '@worknest/shared/format-dates';

export const toDate = (day: string) => parse(day, 'yyyy-MM-dd', new Date());
export const toDay = (date: Date) => format(date, 'yyyy-MM-dd');

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
 */
export function DateField(props: DateFieldProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={props.id}
          type="button"
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          className={cn(controlClasses, 'flex h-10 min-w-0 cursor-pointer items-center gap-2 px-3 text-left text-sm', !props.value && 'text-muted-foreground')}
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 opacity-70" />
          <span className="truncate">{props.value ? dates.day(props.value) : props.placeholder}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg data-[state=open]:animate-fade-in"
        >
          <DayPicker
            mode="single"
            selected={props.value ? toDate(props.value) : undefined}
            onSelect={(date) => {
              props.onChange(date ? toDay(date) : null);
              if (date) setOpen(false);
            }}
            disabled={props.disabled}
            defaultMonth={props.value ? toDate(props.value) : props.defaultMonth}
            startMonth={props.startMonth}
            weekStartsOn={1}
            autoFocus
            style={{ '--rdp-accent-color': 'var(--color-primary)', '--rdp-accent-background-color': 'var(--color-secondary)' } as CSSProperties}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
