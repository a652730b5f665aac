import { randomUUID } from 'node:crypto';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';
import { E2E_ENV, requiredE2eVariable } from './e2e-environment';

/** Lets this test process use the store modules against the run's local cloud. */
export function useLocalStore(localEnv: Record<string, string>): void {
  Object.assign(process.env, localEnv);
}

/** A member of `domain` with age and Terms confirmed, written to the store (a journey of its own). */
export async function newMember(localEnv: Record<string, string>, domain: string, firstName: string, lastName = 'Tester'): Promise<{ id: string; email: string }> {
  useLocalStore(localEnv);
  const { createUser } = await import('@worknest/functions/store/users');
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@${domain}`;
  const user = await createUser({ email, companyDomain: domain, firstName, lastName, eligibilityConfirmedAt: new Date().toISOString() });
  return { id: user.id, email };
}

/** A plain listing of `hostId`, written to the store (the listings feature has its own browser test). */
export async function newListing(localEnv: Record<string, string>, hostId: string, domain: string, title: string): Promise<string> {
  useLocalStore(localEnv);
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({ userId: hostId, companyDomain: domain, title, city: 'Utrecht', country: 'Netherlands' });
  await putListing(record);
  return record.id;
}

/**
 * A work-ready whole flat in Copenhagen at €100 a night (its clock Europe/Copenhagen), with the
 * booking terms a journey asks for, written to the store. The store modules must already point at
 * the run's local cloud (useLocalStore).
 */
export async function newCopenhagenListing(
  hostId: string,
  domain: string,
  title: string,
  terms: Partial<Pick<ListingRecord, 'cancellationPolicy' | 'bookingMode'>> = {},
): Promise<ListingRecord> {
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({
    userId: hostId,
    companyDomain: domain,
    title,
    description: 'A quiet flat with a proper desk, an ergonomic chair and fast fibre, five minutes from the station and the market.',
    pricePerNight: 10_000,
    address: 'Nørrebrogade 12',
    city: 'Copenhagen',
    country: 'Denmark',
    zipCode: '2200',
    amenities: ['WiFi', 'Dedicated Workspace'],
    workReady: workReadyFromLegacy({ wifiSpeed: '500 Mbps' }),
    maxNights: 14,
    timeZone: 'Europe/Copenhagen',
    ...terms,
  });
  await putListing(record);
  return record;
}

/**
 * Forgets the sign-in link budgets a journey would otherwise run into: its address's (5 links in
 * 15 minutes, issue 14) and the browsers' network's (50 in 15 minutes). The demo accounts sign in
 * once per journey, so a whole run asks for more links per address than a person ever would, and
 * every journey signs in from this machine (127.0.0.1): a run fast enough to pass 50 sign-ins in
 * 15 minutes got a neutral 200 and no mail (2026-11-30, "magic link not sent: rate limit reached",
 * budget "network"). Each journey therefore starts with both unspent; the budgets themselves have
 * integration tests (test/integration/sign-in-abuse.test.ts).
 */
export async function forgetSignInBudget(email: string): Promise<void> {
  useLocalStore(JSON.parse(requiredE2eVariable(E2E_ENV.localEnv)) as Record<string, string>);
  const [{ collect, deleteItems, keyOf, rateLimitItems }, { MAGIC_LINK_LIMIT_PER_EMAIL, MAGIC_LINK_LIMIT_PER_IP }, { canonicalMailbox }, { networkKey }] = await Promise.all([
    import('@worknest/functions/store/member-records'),
    import('@worknest/functions/domain/auth/request-magic-link'),
    import('@worknest/shared/email'),
    import('@worknest/functions/domain/abuse/network-key'),
  ]);
  for (const subject of new Set([email.toLowerCase(), canonicalMailbox(email)])) {
    await deleteItems((await collect(rateLimitItems(MAGIC_LINK_LIMIT_PER_EMAIL.scope, subject))).map(keyOf));
  }
  await deleteItems((await collect(rateLimitItems(MAGIC_LINK_LIMIT_PER_IP.scope, networkKey('127.0.0.1')))).map(keyOf));
}
