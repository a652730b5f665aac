/**
 * Money and counts for people, with no other dependency, so the landing page's first chunk can
 * format a fee without the booking rules (and their dates) that re-export it.
 */

/** Cents for display (SPEC §9: cents / 100): `5000` → `€50`, `8950` → `€89.50`, `123456` → `€1,234.56`. */
export function formatEuros(cents: number): string {
  const euros = cents / 100;
  const digits = Number.isInteger(euros) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `€${euros.toLocaleString('en-US', digits)}`;
}

/** A whole number for people: `1000` → `1,000`. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}
