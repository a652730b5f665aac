import { addDays, stayNights, utcDate } from '@worknest/shared/booking';

/**
 * Issue 36: a year of Acme's business stays, so HR → Travel reports (hana@acme.test) shows real
 * figures at once: 32 stays over the past twelve months at Acme's four homes (Lisbon, Amsterdam,
 * Berlin, Copenhagen), by sam, alex, hana and ada, on cost centres ENG and SAL, two of them out of
 * policy, and one more next month cancelled with a full refund. They are confirmed through the
 * lifecycle (`company-billed`, as an invoice-paid business stay), so the travel aggregates are
 * written by the same transitions as in the app; they are demo history and not queued for Acme's
 * invoices. Idempotent: an Acme with travel figures is left as it is.
 */
const DOMAIN = 'acme.test';
const DAY_MS = 86_400_000;
const STAYS = 32;
const OUT_OF_POLICY = new Set([5, 17]);

export async function seedTravelReports(): Promise<string[]> {
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { getListing, listHostListings } = await import('@worknest/functions/store/listings');
  const { readTravelAggregates } = await import('@worknest/functions/store/travel-reports');
  const { createBooking } = await import('@worknest/functions/domain/bookings/create-booking');
  const { confirmWithNights, cancelConfirmedStay } = await import('@worknest/functions/domain/bookings/lifecycle/writes');
  const { getBooking } = await import('@worknest/functions/store/bookings');
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { keys } = await import('@worknest/functions/store/keys');

  const now = Date.now();
  const today = utcDate(now);
  const thisMonth = today.slice(0, 7);
  const yearAgo = addDays(today, -370).slice(0, 7);
  // Sam's one business stay of the billing seed is in the aggregates too: a year of stays is many more.
  const seededStays = (await readTravelAggregates(DOMAIN, yearAgo, thisMonth, false)).reduce((sum, item) => sum + Number(item.attributes['t||s'] ?? 0), 0);
  if (seededStays >= STAYS / 2) return [travelReportsLine()];

  const [sam, alex, hana, ada] = await Promise.all(['sam', 'alex', 'hana', 'ada'].map((name) => getUserByEmail(`${name}@acme.test`)));
  if (!sam || !alex || !hana || !ada) throw new Error('Seed the demo accounts first: an Acme account is missing');
  const homesOf = async (hostId: string) => Promise.all((await listHostListings(hostId, 50)).items.map((item) => getListing(item.id)));
  const homes = [...(await homesOf(sam.id)), ...(await homesOf(alex.id))].filter((listing) => listing !== null);
  if (homes.length === 0) throw new Error('Seed the demo listings first: Acme has no homes');
  const travellersFor = (hostId: string) => [sam, alex, hana, ada].filter((user) => user.id !== hostId);

  /** Books and confirms one business stay, moving it by three days while a night is taken. */
  const book = async (i: number, checkIn: string, nights: number) => {
    const listing = homes[i % homes.length]!;
    const travellers = travellersFor(listing.userId);
    const guest = travellers[i % travellers.length]!;
    for (let attempt = 0; attempt < 6; attempt++) {
      const from = addDays(checkIn, attempt * 3);
      const to = addDays(from, nights);
      const bookedAtMs = Date.parse(`${from}T00:00:00Z`) - 14 * DAY_MS;
      try {
        const booking = await createBooking(listing, guest.id, { listingId: listing.id, checkIn: from, checkOut: to, numberOfGuests: 1 }, bookedAtMs, undefined, {
          purpose: i % 2 === 0 ? 'Sprint planning with the local team' : 'Customer visits',
          costCentre: i % 2 === 0 ? 'ENG' : 'SAL',
          billingMode: 'invoice',
        });
        const outOfPolicy = OUT_OF_POLICY.has(i);
        if (outOfPolicy) {
          // Issue 35's flag, as an approved out-of-policy stay carries it.
          await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.booking(booking.id), UpdateExpression: 'SET outOfPolicy = :true', ExpressionAttributeValues: { ':true': true } }));
        }
        const outcome = await confirmWithNights({ ...booking, outOfPolicy } as typeof booking, bookedAtMs + 60_000, [], 'company-billed');
        if (outcome === 'confirmed') return (await getBooking(booking.id))!;
      } catch (error) {
        // Taken nights: try a few days later; anything else is a seed bug.
        if ((error as { code?: string }).code !== 'dates_unavailable') throw error;
      }
    }
    return null;
  };

  let booked = 0;
  for (let i = 0; i < STAYS; i++) {
    const checkIn = addDays(today, -362 + Math.floor((i * 340) / STAYS));
    if (await book(i, checkIn, 2 + (i % 3))) booked++;
  }
  // One stay next month, cancelled by its traveller with a full refund (the credit takes its fee back too).
  const refunded = await book(STAYS, addDays(today, 24), 3);
  if (refunded) {
    await cancelConfirmedStay(refunded, {
      by: 'guest',
      byId: refunded.guestId,
      refundedAmount: refunded.totalAmount,
      nightsToFree: stayNights(refunded.checkIn, refunded.checkOut),
      nowMs: now,
    });
  }
  return [travelReportsLine(), `  ${booked} business stays seeded over the past year${refunded ? ', one more refunded' : ''}`];
}

/** The line `npm run dev` prints (README "Demo data"), also on a start with the data already in. */
export function travelReportsLine(): string {
  return 'Travel reports: Acme has a year of business stays (hana@acme.test → HR → Travel reports)';
}
