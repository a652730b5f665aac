import { adminBookingStatuses } from '@worknest/shared/admin-rules';
import { ANALYTICS_WEEKS_DEFAULT, ANALYTICS_WEEKS_MAX } from '@worknest/shared/analytics-counters';
import { COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES } from '@worknest/shared/company-rules';
import { roles } from '@worknest/shared/roles';
import { cleanLine } from '@worknest/shared/text-rules';
import { cursorField, flag, oneOf, optional, pageLimit, plainObject, text, workEmail } from '../../validation/plain-schema';
import { companyDomainField } from './company-inputs';

/**
 * The admin routes' inputs, checked without zod (issue 15). Each stands for the zod schema named
 * beside it, with the same rules and messages (admin-inputs.test.ts compares both).
 */

/** A domain to filter by, as the admin lists take it: trimmed, lower case, at most 253 characters. */
const domainFilter = optional(text({ clean: (value) => value.trim().toLowerCase(), max: { length: 253 } }));

/** `PATCH /api/admin/users/{id} {role}`: `roleChangeSchema`. */
export const roleChangeBody = plainObject({ role: oneOf(roles) });

/** `POST /api/admin/companies {domain, name}`: `enrollCompanySchema`. */
export const enrollCompanyBody = plainObject({
  domain: companyDomainField,
  name: text({
    typeMessage: COMPANY_NAME_MESSAGES.required,
    clean: cleanLine,
    min: { length: 1, message: COMPANY_NAME_MESSAGES.required },
    max: { length: COMPANY_NAME_MAX, message: COMPANY_NAME_MESSAGES.tooLong },
  }),
});

/** `GET /api/admin/users?email=`. */
export const findUserQuery = plainObject({ email: workEmail('Please enter a valid email address.') });

/** `GET /api/admin/analytics?weeks=&domain=`: `analyticsQuerySchema`. */
export const analyticsQuery = plainObject({ weeks: pageLimit(ANALYTICS_WEEKS_DEFAULT, ANALYTICS_WEEKS_MAX), domain: domainFilter });

const bookingDate = optional(text({ pattern: { regex: /^\d{4}-\d{2}-\d{2}$/, message: 'Dates must be yyyy-MM-dd' } }));

/** `GET /api/admin/bookings?domain=&status=&from=&to=&cursor=&limit=`: `adminBookingsQuerySchema`. */
export const adminBookingsQuery = plainObject(
  {
    domain: domainFilter,
    status: optional(oneOf(adminBookingStatuses, 'Status must be pending, confirmed, cancelled, refunded, requested, declined or expired')),
    from: bookingDate,
    to: bookingDate,
    cursor: cursorField,
    limit: pageLimit(50, 100),
  },
  { refine: { test: (query) => !query.from || !query.to || query.from <= query.to, message: 'The start date must not be after the end date', path: ['to'] } },
);

/** `GET /api/admin/companies?cursor=`. */
export const companiesQuery = plainObject({ cursor: cursorField });

/** `GET /api/admin/listings?domain=&cursor=&limit=`. */
export const adminListingsQuery = plainObject({ domain: optional(companyDomainField), cursor: cursorField, limit: pageLimit(50, 100) });

/** `GET /api/admin/reviews?limit=&cursor=`. */
export const pendingReviewsQuery = plainObject({ limit: pageLimit(25, 100), cursor: cursorField });

/** `PUT /api/admin/listings/{id}/status {isActive}`: `listingStatusSchema`. */
export const listingStatusBody = plainObject({ isActive: flag('isActive must be true or false') });
