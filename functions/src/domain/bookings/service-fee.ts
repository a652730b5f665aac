import { DEFAULT_COMMISSION_BASIS_POINTS, MAX_COMMISSION_BASIS_POINTS } from '@worknest/shared/payout-rules';
import { ENV, requireEnv } from '../../config/function-environment';

/** The service fee in cents, from the stage's configuration (SPEC §9: the server decides it). */
export function serviceFeeCents(): number {
  const fee = Number(requireEnv(ENV.serviceFeeCents));
  if (!Number.isInteger(fee) || fee < 0) throw new Error(`${ENV.serviceFeeCents} must be a non-negative integer of cents`);
  return fee;
}

/**
 * The platform's commission on the nights in basis points (issue 21): the stage setting
 * `commissionBasisPoints`, 300 (3 %) where the stage sets none.
 */
export function commissionBasisPoints(): number {
  const raw = process.env[ENV.commissionBasisPoints];
  if (raw === undefined || raw === '') return DEFAULT_COMMISSION_BASIS_POINTS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_COMMISSION_BASIS_POINTS) {
    throw new Error(`${ENV.commissionBasisPoints} must be whole basis points from 0 to ${MAX_COMMISSION_BASIS_POINTS}`);
  }
  return value;
}
