import { formatEuros } from '@worknest/shared/format-money';

interface PriceRowsProps {
  /** "€89.50 × 3 nights": the catalog's line for the nights. */
  accommodationLabel: string;
  serviceFeeLabel: string;
  totalLabel: string;
  /** Cents. */
  accommodation: number;
  serviceFee: number;
  total: number;
}

/**
 * A stay's price as rows of a `<dl>` (the booking panel's, the checkouts' summaries): the nights,
 * the service fee, and the total under a rule. The caller draws the `<dl>` and its label.
 */
export function PriceRows({ accommodationLabel, serviceFeeLabel, totalLabel, accommodation, serviceFee, total }: PriceRowsProps) {
  return (
    <>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{accommodationLabel}</dt>
        <dd>{formatEuros(accommodation)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{serviceFeeLabel}</dt>
        <dd>{formatEuros(serviceFee)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
        <dt>{totalLabel}</dt>
        <dd>{formatEuros(total)}</dd>
      </div>
    </>
  );
}
