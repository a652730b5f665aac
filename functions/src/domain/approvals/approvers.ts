import type { Role } from '@worknest/shared/auth';
import { getUser, listCompanyUsers, type UserRecord } from '../../store/users';
import type { BookingRecord } from '../../store/bookings';
import { NotAllowedError, NotFoundError } from '../errors';

/**
 * Issue 35, who may approve a business stay (ADR 0131): the traveller's company's HR members (and
 * its admins), and the traveller's manager when they have one (`managerId`, set by HR). Nobody
 * approves their own stay (403, HR included); an approver of another company gets 404, as for
 * any object of another company. With no other approver the stay waits for its deadline.
 */

export const APPROVAL_NOT_FOUND = 'Approval not found';
export const OWN_STAY = 'You cannot approve or reject your own stay.';
export const NOT_AN_APPROVER = 'Only HR or the traveller’s manager can decide on this stay.';

export interface Approver {
  userId: string;
  role: Role;
  companyDomain: string;
}

/** The traveller of a booking and the company whose policy applies (the traveller's). */
export async function travellerOf(booking: BookingRecord): Promise<UserRecord | null> {
  return getUser(booking.guestId);
}

/** Throws unless `approver` may decide on `booking` (whose traveller is `traveller`). */
export function ensureMayDecide(approver: Approver, booking: BookingRecord, traveller: UserRecord | null): 'hr' | 'manager' {
  const domain = traveller?.companyDomain ?? booking.companyDomain;
  if (approver.companyDomain !== domain || booking.payer !== 'company') throw new NotFoundError(APPROVAL_NOT_FOUND);
  if (approver.userId === booking.guestId) throw new NotAllowedError(OWN_STAY, 'own_stay');
  if (approver.role === 'hr' || approver.role === 'admin') return 'hr';
  if (traveller?.managerId && traveller.managerId === approver.userId) return 'manager';
  throw new NotAllowedError(NOT_AN_APPROVER, 'not_an_approver');
}

/** Whether `approver` may see `booking` in /app/approvals (the same rule, without throwing). */
export function mayDecide(approver: Approver, booking: BookingRecord, traveller: UserRecord | null): boolean {
  try {
    ensureMayDecide(approver, booking, traveller);
    return true;
  } catch {
    return false;
  }
}

/** The people to ask: the company's active HR members and the traveller's manager, never the traveller. */
export async function approversOf(traveller: UserRecord): Promise<UserRecord[]> {
  const found = new Map<string, UserRecord>();
  let startKey: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    const page = await listCompanyUsers(traveller.companyDomain, 200, startKey);
    for (const user of page.users) {
      if (user.isActive && user.deletedAt === null && user.email && user.role === 'hr' && user.id !== traveller.id) found.set(user.id, user);
    }
    startKey = page.lastKey;
    pages += 1;
  } while (startKey && pages < 50);
  if (traveller.managerId && traveller.managerId !== traveller.id && !found.has(traveller.managerId)) {
    const manager = await getUser(traveller.managerId);
    if (manager && manager.isActive && manager.companyDomain === traveller.companyDomain) found.set(manager.id, manager);
  }
  return [...found.values()];
}
