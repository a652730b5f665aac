/** Roles and how people are named on screen: plain values, no zod (./auth and ./people re-export them). */
export const roles = ['employee', 'hr', 'admin'] as const;
export type Role = (typeof roles)[number];

/** How a role reads in lists and pickers. */
export const roleLabels: Record<Role, string> = { employee: 'Employee', hr: 'HR', admin: 'Admin' };

/** How an erased member reads wherever their messages, reviews or bookings remain (issue 13). */
export const FORMER_MEMBER_NAME = 'Former member';

/** Display name of a person in lists: first and last name, else username, else the e-mail. */
export function personName(person: { firstName: string | null; lastName: string | null; username: string | null; email: string; isDeleted?: boolean }): string {
  if (person.isDeleted) return FORMER_MEMBER_NAME;
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return full || person.username?.trim() || person.email;
}

/** The first name, else the e-mail's local part (app header, SPEC.md §2). */
export function displayName(user: { firstName: string | null; email: string }): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}
