import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Office } from '@worknest/shared/offices';
import { db, tableName } from '../adapters/dynamodb';
import { keys } from './keys';

/**
 * A company's offices (issue 41): one item `COMPANY#<domain>` / `OFFICES` holding the list, as HR
 * edits it (a whole list at once, at most 20), with each office's position.
 */

export async function getOffices(domain: string): Promise<Office[]> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.companyOffices(domain) }));
  return Array.isArray(Item?.offices) ? (Item.offices as Office[]) : [];
}

export async function putOffices(domain: string, offices: readonly Office[], updatedAt: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.companyOffices(domain), type: 'offices', companyDomain: domain, offices, updatedAt } }));
}
