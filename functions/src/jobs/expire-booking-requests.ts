import { expireDueRequests } from '../domain/bookings/booking-requests';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Booking requests the host left unanswered for 24 hours (issue 17): the authorization is
 * released, the nights are freed and the guest is told. Safe against itself and against the
 * host's Accept (see domain/bookings/booking-requests.ts).
 */
export const handler = defineScheduledJob('expire-booking-requests', async ({ now }) => expireDueRequests(now));
