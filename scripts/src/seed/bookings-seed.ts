import type { BookingRecord } from '@worknest/functions/store/bookings';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { addDays, utcDate } from '@worknest/shared/booking';

/**
 * Two paid stays between the demo accounts, so bookings and reviews can be tried right after
 * `npm run dev`:
 *   - past: sam@acme.test stayed at alex@acme.test's canal flat, checked out three days ago, so
 *     sam can "Review your stay" (My Bookings) and alex "Review your guest" (profile, My Hostings);
 *   - upcoming: alex@acme.test stays at sam's Harbour loft in two weeks (sam's "1 active booking").
 */
export const demoStays = [
  { guest: 'sam@acme.test', host: 'alex@acme.test', listingTitle: 'Bright canal flat with a separate study', fromDays: -6, nights: 3, guests: 1, bookedDaysAgo: 12 },
  { guest: 'alex@acme.test', host: 'sam@acme.test', listingTitle: 'Harbour loft with a standing desk', fromDays: 14, nights: 4, guests: 2, bookedDaysAgo: 2 },
] as const;

const DAY_MS = 86_400_000;

/**
 * Seeds `demoStays`. A stay whose guest already has a trip at that listing on those dates is
 * skipped, so an interrupted seed can run again. Needs the demo accounts and listings
 * (seedAccounts, seedListings) and the Stripe emulator.
 */
export async function seedBookings(): Promise<string[]> {
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { getListing, listHostListings } = await import('@worknest/functions/store/listings');
  const { listGuestBookings } = await import('@worknest/functions/store/bookings');

  const now = Date.now();
  const today = utcDate(now);
  const lines: string[] = [];
  for (const demo of demoStays) {
    const [guest, host] = await Promise.all([getUserByEmail(demo.guest), getUserByEmail(demo.host)]);
    if (!guest || !host) throw new Error(`Seed the demo accounts first: ${demo.guest} or ${demo.host} does not exist`);
    const summary = (await listHostListings(host.id, 50)).items.find((item) => item.title === demo.listingTitle);
    const listing = summary ? await getListing(summary.id) : null;
    if (!listing) throw new Error(`Seed the demo listings first: ${demo.host} has no "${demo.listingTitle}"`);

    const checkIn = addDays(today, demo.fromDays);
    const stay = { checkIn, checkOut: addDays(checkIn, demo.nights), numberOfGuests: demo.guests };
    const trips = await listGuestBookings(guest.id, now, 100);
    if (trips.bookings.some((trip) => trip.listingId === listing.id && trip.checkIn === stay.checkIn)) continue;
    await seedPaidStay(listing, guest.id, stay, now - demo.bookedDaysAgo * DAY_MS);
    lines.push(`  ${demo.guest} at ${demo.host}'s "${demo.listingTitle}", ${stay.checkIn} to ${stay.checkOut}`);
  }
  return lines.length > 0 ? ['Demo bookings (paid):', ...lines] : [];
}

/**
 * A paid, confirmed stay of `guestId` at `listing`, written the way a checkout leaves it and
 * through the same store and domain code: the pending booking holding its nights
 * (`createBooking`), a PaymentIntent in the local Stripe emulator with the booking's amount,
 * metadata and idempotency key, the confirmation that books the nights and counts the booking for
 * analytics (`confirmBookingWithNights`, dated `bookedAtMs`), then the card payment. The booking is
 * confirmed before the card is charged, so Stripe's `payment_intent.succeeded` finds it confirmed
 * and sends no e-mails and opens no conversation (demo inboxes and message lists start empty).
 * No booking rule is applied: stays in the past are fine. Also used by browser tests to arrange stays.
 */
export async function seedPaidStay(
  listing: ListingRecord,
  guestId: string,
  stay: { checkIn: string; checkOut: string; numberOfGuests: number },
  bookedAtMs: number,
): Promise<BookingRecord> {
  const { attachPaymentIntent, getBooking } = await import('@worknest/functions/store/bookings');
  const { confirmWithNights } = await import('@worknest/functions/domain/bookings/lifecycle/writes');
  const { createBooking } = await import('@worknest/functions/domain/bookings/create-booking');
  const { createBookingIntent } = await import('@worknest/functions/domain/bookings/create-booking-intent');
  const { payments } = await import('@worknest/functions/adapters/payments/dev-sdk');
  const { stripe } = await payments();

  const booking = await createBooking(listing, guestId, { listingId: listing.id, ...stay }, bookedAtMs);
  const intent = await createBookingIntent(booking);
  await attachPaymentIntent(booking.id, intent.id);
  const outcome = await confirmWithNights({ ...booking, paymentIntentId: intent.id }, bookedAtMs + 60_000);
  if (outcome !== 'confirmed') throw new Error(`Could not confirm the stay at "${listing.title}": ${outcome}`);
  await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
  return (await getBooking(booking.id))!;
}
