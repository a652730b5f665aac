import { nowIso } from '../clock';
import { keys } from './keys';
import { updateIf } from './update-if';

/** Issue 35: a member's manager (null removes it). @returns false when the member does not exist. */
export async function setUserManager(userId: string, managerId: string | null): Promise<boolean> {
  return updateIf({
    Key: keys.user(userId),
    UpdateExpression: managerId ? 'SET managerId = :manager, updatedAt = :now' : 'SET updatedAt = :now REMOVE managerId',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': nowIso(), ...(managerId ? { ':manager': managerId } : {}) },
  });
}
