/**
 * The admin dashboard's plain values (issue 15: its functions check their inputs without zod);
 * ./admin holds the schemas and re-exports these.
 */
export const HOST_INACTIVE_MESSAGE = 'The host is deactivated: reactivate them first, and their listings come back with them.';

export const adminBookingStatuses = ['pending', 'confirmed', 'cancelled', 'refunded', 'requested', 'declined', 'expired'] as const;
export type AdminBookingStatus = (typeof adminBookingStatuses)[number];
