import { ENV, requireEnv } from '../../config/function-environment';

/** The service fee in cents, from the stage's configuration (SPEC §9: the server decides it). */
export function serviceFeeCents(): number {
  const fee = Number(requireEnv(ENV.serviceFeeCents));
  if (!Number.isInteger(fee) || fee < 0) throw new Error(`${ENV.serviceFeeCents} must be a non-negative integer of cents`);
  return fee;
}
