import { formatEuros } from '@worknest/shared/format-money';
import type { SitePricing } from '@worknest/shared/company-billing';
import { oncePerVisit } from '../../../lib/once-per-visit';

/**
 * Issue 34: the stage's company fees (`GET /api/site/pricing`, stage settings companySetupFeeCents
 * and companyStayFeeCents), once known; undefined while loading or if they could not be loaded
 * (the page then speaks of them in words only).
 */
export const useSitePricing = oncePerVisit<SitePricing>('/api/site/pricing');

/** `50000` → `€500`, `1550` → `€15.50` (formatEuros, in its own module so this chunk stays small). */
export const formatFee = formatEuros;
