import { BOOKING_MESSAGES } from '@worknest/shared/booking';
import { ConflictError, InvalidInputError, NotAllowedError, NotFoundError, UnavailableError } from '../errors';

/** The refusals of the booking API, named once so handlers and tests agree on them. */
export const BOOKING_NOT_FOUND = 'Booking not found';
export const OWN_LISTING = 'This is your listing: you cannot book it.';
export const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded.';
export const PAYMENT_MISMATCH = 'This payment does not match the booking.';
export const REFUNDED_MESSAGE = 'These dates were booked by someone else while you were paying. Your payment has been refunded in full.';
export const PAYMENT_INIT_FAILED = 'Failed to initialize payment';

export const ownListing = () => new NotAllowedError(OWN_LISTING);
export const bookingNotFound = () => new NotFoundError(BOOKING_NOT_FOUND);
export const datesUnavailable = () => new ConflictError(BOOKING_MESSAGES.unavailable, 'dates_unavailable');
export const paymentNotSucceeded = () => new ConflictError(PAYMENT_NOT_SUCCEEDED, 'payment_not_succeeded');
export const paymentMismatch = () => new InvalidInputError(PAYMENT_MISMATCH, undefined, 'payment_mismatch');
export const LISTING_DELETED_REFUND_MESSAGE = 'The host removed this listing while you were paying. Your payment has been refunded in full.';
/** A payment that bought no stay and went back; the message says why when we know it. */
export const bookingRefunded = (reason?: string | null) =>
  new ConflictError(reason === 'listing-deleted' ? LISTING_DELETED_REFUND_MESSAGE : REFUNDED_MESSAGE, 'refunded');
export const paymentUnavailable = () => new UnavailableError(PAYMENT_INIT_FAILED, 'payment_provider_unavailable');
