/**
 * Bookings (docs/data-model.md, "Bookings"), split by what each file stores (issue 30):
 * - booking-item.ts: the booking item, its reads and the updates that change no status;
 * - booking-holds.ts: a new checkout and the holds on its nights;
 * - booking-lists.ts: the guest's trips, the host's open requests, the requests' expiry list;
 * - booking-transitions.ts: the status changes, imported by the lifecycle only
 *   (domain/bookings/lifecycle), so it is not re-exported here.
 */
export * from './booking-item';
export * from './booking-holds';
export * from './booking-lists';
