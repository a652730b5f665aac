import type { TravelPolicy } from '@worknest/shared/travel-policy-rules';

/**
 * Issue 35: Acme's travel policy for business stays: €150 a night (€250 in Switzerland), at most
 * 14 nights, approval for out-of-policy trips within 48 hours, declined at the deadline. hana@acme.test
 * (HR) approves. sam's "Family flat with a garden office" in Berlin costs €180 a night, above the
 * cap, so the out-of-policy path can be tried at once (book it as a business stay as alex@acme.test).
 * Idempotent: a policy HR already saved is left as it is.
 */
export const ACME_TRAVEL_POLICY: TravelPolicy = {
  maxNightlyCents: 15_000,
  countryCaps: { CH: 25_000 },
  maxNights: 14,
  minAdvanceDays: 0,
  approval: 'out_of_policy',
  approvalDeadlineHours: 48,
  onDeadline: 'decline',
};

export async function seedTravelPolicy(): Promise<string[]> {
  const { getTravelPolicy, putTravelPolicy } = await import('@worknest/functions/store/travel-policy');
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  if ((await getTravelPolicy('acme.test')).updatedAt === null) {
    const hana = await getUserByEmail('hana@acme.test');
    if (!hana) throw new Error('Seed the demo accounts first: hana@acme.test is missing');
    await putTravelPolicy('acme.test', ACME_TRAVEL_POLICY, hana.id, new Date().toISOString());
  }
  return [travelPolicyLine()];
}

/** The line `npm run dev` prints (README "Demo data"). */
export function travelPolicyLine(): string {
  return 'Travel policy: Acme caps business stays at €150 a night (CH €250), 14 nights; out-of-policy trips wait for hana@acme.test (HR → Approvals), declined after 48 h. The Berlin family flat (€180) is above the cap.';
}
