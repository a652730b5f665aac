/**
 * The admin dashboard's plain values (issue 15: its functions check their inputs without zod);
 * ./admin holds the schemas and re-exports these.
 */
export const HOST_INACTIVE_MESSAGE = 'The host is deactivated: reactivate them first, and their listings come back with them.';

/** What the admin (and HR) routes answer about people and companies (issue 40 part 2: coded, shared/message-codes). */
export const ADMIN_MESSAGES = {
  companyNotFound: 'Company not found',
  userNotFound: 'User not found',
  memberNotFound: 'Member not found',
  employeeNotFound: 'Employee not found',
  reportNotFound: 'Report not found',
  eraseSelf: 'Delete your own account from your profile.',
  ownRole: 'You cannot change your own role.',
  activeSelf: 'You cannot deactivate or reactivate yourself.',
  otherAdmin: 'Only an admin can change another admin.',
  ownProfile: 'You can only edit your own profile.',
} as const;

export const adminBookingStatuses = ['pending', 'confirmed', 'cancelled', 'refunded', 'requested', 'declined', 'expired'] as const;
export type AdminBookingStatus = (typeof adminBookingStatuses)[number];
