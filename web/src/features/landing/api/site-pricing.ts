import { formatEuros } from '@worknest/shared/format-money';
import { useEffect, useState } from 'react';
import type { SitePricing } from '@worknest/shared/company-billing';
import { apiRequest } from '../../../lib/api-request';

/*
 * Issue 34: the stage's company fees (`GET /api/site/pricing`, stage settings companySetupFeeCents
 * and companyStayFeeCents), fetched once per visit. The landing page renders outside the app's
 * query client (as the site contacts), so this is a plain module cache.
 */
let loading: Promise<SitePricing> | undefined;
let loaded: SitePricing | undefined;

function loadSitePricing(): Promise<SitePricing> {
  loading ??= apiRequest<SitePricing>('GET', '/api/site/pricing').then(
    (pricing) => {
      loaded = pricing;
      return pricing;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The fees once known; undefined while loading or if they could not be loaded (the page then speaks of them in words only). */
export function useSitePricing(): SitePricing | undefined {
  const [pricing, setPricing] = useState(loaded);
  useEffect(() => {
    if (pricing) return;
    let current = true;
    loadSitePricing().then(
      (value) => {
        if (current) setPricing(value);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pricing]);
  return pricing;
}

/** `50000` → `€500`, `1550` → `€15.50` (formatEuros, in its own module so this chunk stays small). */
export const formatFee = formatEuros;
