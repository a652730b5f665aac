import * as z from 'zod';
import type { PayoutStatus } from './payouts';
import type { ListingSummary } from './listing';
import { adminBookingStatuses } from './admin-rules';

export * from './admin-rules';

/*
 * Shapes of the admin dashboard's Listings and Bookings views (issue 8). Users and companies are
 * in people.ts, reviews in review.ts, analytics in analytics.ts.
 */

/** A listing row of the admin's Listings view: the card fields plus where and whether it shows. */
export interface AdminListingRecord extends ListingSummary {
  companyDomain: string;
  isActive: boolean;
  /** Hidden because its host is deactivated; it comes back when the host is reactivated. */
  hiddenWithHost: boolean;
}

export interface AdminListing extends AdminListingRecord {
  host: { id: string; name: string; email: string } | null;
}

/** `GET /api/admin/listings?domain=&cursor=`. */
export interface AdminListingPage {
  domain: string;
  items: AdminListing[];
  nextCursor: string | null;
}

export const listingStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});


/** One booking in the admin's Bookings view. Amounts in euro cents. */
export interface AdminBooking {
  id: string;
  listingId: string;
  listingTitle: string;
  companyDomain: string;
  guest: { id: string; name: string; email: string };
  hostId: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  numberOfGuests: number;
  status: string;
  /** A pending booking still holding its nights (false: the checkout was abandoned or failed). */
  holdActive: boolean;
  isPaid: boolean;
  totalAmount: number;
  serviceFee: number;
  createdAt: string;
  /** The listing's zone, kept on the booking (null: stored before issue 17, UTC); a confirmed stay reads "Completed" from check-out 11:00 there (issue 29). */
  timeZone?: string | null;
  /** Issue 17: a paid stay cancelled by whom, and what went back. */
  cancelledBy?: 'guest' | 'host' | 'admin' | null;
  refundedAmount?: number | null;
  /**
   * Issue 21: who got what, in cents: the guest's payment (less refunds), the platform's fee
   * (service fee + commission) and the host's payout with its state. Null when nothing was charged.
   */
  payment?: { guestPaid: number; platformFee: number; hostPayout: number; payoutStatus: PayoutStatus } | null;
}

/** `GET /api/admin/bookings?domain=&status=&from=&to=&cursor=`: by check-in date, earliest first. */
export interface AdminBookingPage {
  domain: string;
  items: AdminBooking[];
  nextCursor: string | null;
}

const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be yyyy-MM-dd');

export const adminBookingsQuerySchema = z
  .object({
    domain: z.string().trim().toLowerCase().max(253).optional(),
    status: z.enum(adminBookingStatuses, { error: 'Status must be pending, confirmed, cancelled, refunded, requested, declined or expired' }).optional(),
    from: dateField.optional(),
    to: dateField.optional(),
    cursor: z.string().max(2000).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The start date must not be after the end date', path: ['to'] });
