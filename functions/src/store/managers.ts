import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

/** Issue 35: a member's manager (null removes it). @returns false when the member does not exist. */
export async function setUserManager(userId: string, managerId: string | null): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: managerId ? 'SET managerId = :manager, updatedAt = :now' : 'SET updatedAt = :now REMOVE managerId',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': nowIso(), ...(managerId ? { ':manager': managerId } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
