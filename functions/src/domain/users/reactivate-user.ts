import { updateUser, type UserRecord } from '../../store/users';
import { showListingsOfHost } from '../listings/host-listings-visibility';

/**
 * Lets a member sign in again and brings back the listings their deactivation hid. The stays the
 * deactivation cancelled stay cancelled (their guests were refunded and told).
 */
export async function reactivateUser(userId: string): Promise<UserRecord | null> {
  const user = await updateUser(userId, { isActive: true });
  if (!user) return null;
  await showListingsOfHost(userId);
  return user;
}
