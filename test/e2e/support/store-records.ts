import { randomUUID } from 'node:crypto';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';

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
  const now = new Date().toISOString();
  const record: ListingRecord = {
    id: randomUUID(),
    userId: hostId,
    companyDomain: domain,
    title,
    description: 'A bright flat with a real desk, a fast line and a quiet street outside the window.',
    rentalType: 'whole_apartment',
    pricePerNight: 8000,
    address: '3 Canal Street',
    city: 'Utrecht',
    state: null,
    country: 'Netherlands',
    zipCode: null,
    latitude: null,
    longitude: null,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    maxGuests: 2,
    amenities: [],
    images: [],
    hasWorkspace: true,
    workReady: workReadyFromLegacy({ wifiSpeed: '300 Mbps' }),
    paused: false,
    isActive: true,
    availableDates: [],
    lastAvailableDate: null,
    minNights: 1,
    maxNights: null,
    advanceNoticeDays: 0,
    cancellationPolicy: 'flexible',
    bookingMode: 'instant',
    timeZone: 'UTC',
    createdAt: now,
    updatedAt: now,
  };
  await putListing(record);
  return record.id;
}
