import { NotSignedInError } from '../errors';
import { nowIso } from '../../clock';
import { getUser, updateUser, type UserRecord } from '../../store/users';

/**
 * The first-visit step: the member gives their first and last name and confirms once that they
 * are 18+ and accept the Terms; the first confirmation's time stays, the names are the latest given.
 */
export async function confirmEligibility(userId: string, names: { firstName: string; lastName: string }): Promise<UserRecord> {
  const current = await getUser(userId);
  if (!current) throw new NotSignedInError();
  const user = await updateUser(userId, { ...names, ...(current.eligibilityConfirmedAt ? {} : { eligibilityConfirmedAt: nowIso() }) });
  if (!user) throw new NotSignedInError();
  return user;
}
