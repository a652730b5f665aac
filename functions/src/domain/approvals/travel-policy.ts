import { checkTravelPolicy, parseTravelPolicy, type PolicyCheck, type TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { nowIso } from '../../clock';
import { getCompany } from '../../store/companies';
import type { ListingRecord } from '../../store/listings';
import { getTravelPolicy, putTravelPolicy, type TravelPolicyRecord } from '../../store/travel-policy';
import { InvalidInputError, NotFoundError } from '../errors';

/**
 * Issue 35: the company's travel policy (HR → Travel policy, ADR 0130) and the check of one stay
 * against it. A policy applies to business stays only; changing it never changes a stay already
 * created (each booking keeps its check, its deadline and what happens at the deadline).
 */

export type TravelPolicyView = TravelPolicy & { updatedAt: string | null };

function toView(record: TravelPolicyRecord): TravelPolicyView {
  const { updatedBy: _updatedBy, ...view } = record;
  return view;
}

export async function readTravelPolicy(domain: string): Promise<TravelPolicyView> {
  return toView(await getTravelPolicy(domain));
}

/** Replaces the policy; 400 with every field's issue. */
export async function saveTravelPolicy(domain: string, body: unknown, updatedBy: string): Promise<TravelPolicyView> {
  const parsed = parseTravelPolicy(body);
  if ('issues' in parsed) throw new InvalidInputError(parsed.issues[0]!.message, parsed.issues, 'validation_failed');
  const updatedAt = nowIso();
  await putTravelPolicy(domain, parsed.policy, updatedBy, updatedAt);
  return { ...parsed.policy, updatedAt };
}

/** The company's name as travellers and approvers read it in the reasons ("Acme’s €150 cap"). */
export async function companyNameOf(domain: string): Promise<string> {
  const company = await getCompany(domain);
  if (!company) throw new NotFoundError('Company not found');
  return company.name;
}

/** A stay on `listing` against the traveller's company policy. */
export async function checkStayAgainstPolicy(
  domain: string,
  listing: Pick<ListingRecord, 'pricePerNight' | 'country'>,
  stay: { checkIn: string; checkOut: string },
  nowMs: number,
  policy?: TravelPolicy,
): Promise<{ policy: TravelPolicy; check: PolicyCheck }> {
  const [current, companyName] = await Promise.all([policy ?? getTravelPolicy(domain), companyNameOf(domain)]);
  const check = checkTravelPolicy(current, { pricePerNightCents: listing.pricePerNight ?? 0, country: listing.country, checkIn: stay.checkIn, checkOut: stay.checkOut }, { companyName, nowMs });
  return { policy: current, check };
}
