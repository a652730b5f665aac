import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from './clock';
import { isConditionFailure } from './conditional';
import { countCompanyEnrolled } from './counters';
import { keys } from './keys';

export type CompanyStatus = 'active' | 'suspended';

export interface Company {
  domain: string;
  name: string;
  status: CompanyStatus;
  enrolledAt: string;
}

export function toCompany(item: Record<string, unknown>): Company {
  return {
    domain: item.domain as string,
    name: item.name as string,
    status: item.status as CompanyStatus,
    enrolledAt: item.enrolledAt as string,
  };
}

export async function getCompany(domain: string): Promise<Company | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.company(domain) }));
  return Item ? toCompany(Item) : null;
}

/** Enrolls a domain; returns false when it is enrolled already. */
export async function addCompany(domain: string, name: string): Promise<boolean> {
  const company: Company = { domain, name, status: 'active', enrolledAt: nowIso() };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.company(domain), ...keys.companiesIndex(domain), type: 'company', ...company },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    await countCompanyEnrolled();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function setCompanyStatus(domain: string, status: CompanyStatus): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(domain),
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** All enrolled companies, by domain (a handful per platform; paginated all the same). */
export async function listCompanies(limit = 100, startKey?: Record<string, unknown>) {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'COMPANIES' },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { companies: (result.Items ?? []).map(toCompany), lastKey: result.LastEvaluatedKey };
}
