import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';

/** Runs a conditional update on the table: true when it was written, false when its condition failed. */
export async function updateIf(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await db.send(new UpdateCommand({ ...input, TableName: tableName() }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
