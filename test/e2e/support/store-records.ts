import { randomUUID } from 'node:crypto';
import { listingRecord } from '@worknest/scripts/seed/listing-record';

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
