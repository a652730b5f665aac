import { dates } from '@worknest/shared/format-dates';

interface DateRangeProps {
  /** The first day, `yyyy-MM-dd`. */
  from: string;
  /** The last day (a stay's check-out), `yyyy-MM-dd`. */
  to: string;
  /** How a day reads; a stay's date (`Tue, Mar 12, 2030`) unless given, e.g. `dates.shortDay` for `Mar 12`. */
  format?: (day: string) => string;
}

/**
 * Two days as a range: `Tue, Mar 12, 2030 – Fri, Mar 15, 2030`. Each day is a `<time>` with its
 * ISO date, for machines and assistive technology. The en dash (U+2013) is a character every
 * platform's interface font has, so this text lays out without a fallback-font lookup (ADR 0202,
 * ADR 0203); an arrow ("→") needed one. Trips,
 * hostings, payouts, invoices, swaps, approvals and the search's date button all read it this way.
 */
export function DateRange({ from, to, format = dates.stayDate }: DateRangeProps) {
  return (
    <>
      <time dateTime={from}>{format(from)}</time> – <time dateTime={to}>{format(to)}</time>
    </>
  );
}
