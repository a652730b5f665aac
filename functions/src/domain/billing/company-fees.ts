import { DEFAULT_COMPANY_SETUP_FEE_CENTS, DEFAULT_COMPANY_STAY_FEE_CENTS } from '@worknest/shared/company-billing-rules';
import { ENV } from '../../config/function-environment';

/** Issue 34: the stage's company fees (functions with the `company-fees` resource); the defaults where unset. */
export interface CompanyFees {
  setupFeeCents: number;
  stayFeeCents: number;
}

export function companyFees(): CompanyFees {
  return {
    setupFeeCents: centsFrom(ENV.companySetupFeeCents, DEFAULT_COMPANY_SETUP_FEE_CENTS),
    stayFeeCents: centsFrom(ENV.companyStayFeeCents, DEFAULT_COMPANY_STAY_FEE_CENTS),
  };
}

function centsFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer of cents`);
  return value;
}
