import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TRAVEL_POLICY, type TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { db, tableName } from '../adapters/dynamodb';
import { keys } from './keys';

/**
 * Issue 35: a company's travel policy (`COMPANY#<domain>` / `TRAVEL_POLICY`, docs/data-model.md),
 * one item HR writes whole. A company without one has DEFAULT_TRAVEL_POLICY (no caps, no approval).
 */
export interface TravelPolicyRecord extends TravelPolicy {
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function getTravelPolicy(domain: string): Promise<TravelPolicyRecord> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.companyTravelPolicy(domain), ConsistentRead: true }));
  if (!Item) return { ...DEFAULT_TRAVEL_POLICY, updatedAt: null, updatedBy: null };
  return {
    maxNightlyCents: (Item.maxNightlyCents as number | undefined) ?? null,
    countryCaps: (Item.countryCaps as Record<string, number> | undefined) ?? {},
    maxNights: (Item.maxNights as number | undefined) ?? null,
    minAdvanceDays: (Item.minAdvanceDays as number | undefined) ?? 0,
    approval: (Item.approval as TravelPolicy['approval'] | undefined) ?? 'none',
    approvalDeadlineHours: (Item.approvalDeadlineHours as number | undefined) ?? DEFAULT_TRAVEL_POLICY.approvalDeadlineHours,
    onDeadline: (Item.onDeadline as TravelPolicy['onDeadline'] | undefined) ?? 'decline',
    updatedAt: (Item.updatedAt as string | undefined) ?? null,
    updatedBy: (Item.updatedBy as string | undefined) ?? null,
  };
}

export async function putTravelPolicy(domain: string, policy: TravelPolicy, updatedBy: string, updatedAt: string): Promise<void> {
  const item: Record<string, unknown> = { ...keys.companyTravelPolicy(domain), type: 'travelPolicy', domain, ...policy, updatedBy, updatedAt };
  for (const [key, value] of Object.entries(item)) if (value === null) delete item[key];
  await db.send(new PutCommand({ TableName: tableName(), Item: item }));
}
