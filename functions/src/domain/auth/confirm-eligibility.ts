import { NotSignedInError } from '../errors';
import { nowIso } from '../../store/clock';
import { getUser, updateUser, type UserRecord } from '../../store/users';

/** The member confirms once that they are 18+ and accept the Terms; the first confirmation's time stays. */
export async function confirmEligibility(userId: string): Promise<UserRecord> {
  const current = await getUser(userId);
  if (!current) throw new NotSignedInError();
  const user = current.eligibilityConfirmedAt ? current : await updateUser(userId, { eligibilityConfirmedAt: nowIso() });
  if (!user) throw new NotSignedInError();
  return user;
}
