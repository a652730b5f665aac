import { describe, expect, it } from 'vitest';
import { decideTableAccess, leadingKeysOf } from './table-access';

const S = (value: string) => ({ S: value });

describe('the local stand-in for the functions’ table grants (dynamodb:LeadingKeys)', () => {
  const waitlist = { families: ['WAITLIST', 'RATE'], write: true };

  it('reads the partition key of every kind of request, an index’s for a Query on it', () => {
    expect(leadingKeysOf('GetItem', { Key: { pk: S('USER#1'), sk: S('USER') } })).toEqual(['USER#1']);
    expect(leadingKeysOf('PutItem', { Item: { pk: S('WAITLIST#a@b.test') } })).toEqual(['WAITLIST#a@b.test']);
    expect(
      leadingKeysOf('Query', {
        IndexName: 'gsi1',
        KeyConditionExpression: '#p = :p AND begins_with(gsi1sk, :s)',
        ExpressionAttributeNames: { '#p': 'gsi1pk' },
        ExpressionAttributeValues: { ':p': S('COMPANY#acme.test#USERS'), ':s': S('a') },
      }),
    ).toEqual(['COMPANY#acme.test#USERS']);
    expect(leadingKeysOf('Query', { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': S('LISTING#1#NIGHTS') } })).toEqual(['LISTING#1#NIGHTS']);
    expect(
      leadingKeysOf('TransactWriteItems', {
        TransactItems: [{ Put: { Item: { pk: S('BOOKING#1') } } }, { ConditionCheck: { Key: { pk: S('LISTING#2') } } }, { Delete: { Key: { pk: S('PAYMENT_INTENT#3') } } }],
      }),
    ).toEqual(['BOOKING#1', 'LISTING#2', 'PAYMENT_INTENT#3']);
    expect(leadingKeysOf('BatchGetItem', { RequestItems: { t: { Keys: [{ pk: S('USER#1') }, { pk: S('USER#2') }] } } })).toEqual(['USER#1', 'USER#2']);
    expect(leadingKeysOf('BatchWriteItem', { RequestItems: { t: [{ DeleteRequest: { Key: { pk: S('SESSION#x') } } }, { PutRequest: { Item: { pk: S('USER#1') } } }] } })).toEqual([
      'SESSION#x',
      'USER#1',
    ]);
    expect(leadingKeysOf('Scan', {})).toEqual({ unknown: 'Scan is not granted to any function' });
  });

  it('allows keys of the declared families and refuses any other, as IAM would', () => {
    expect(decideTableAccess('PutItem', { Item: { pk: S('WAITLIST#a@b.test') } }, waitlist)).toEqual({ allowed: true });
    expect(decideTableAccess('GetItem', { Key: { pk: S('SESSION#abc') } }, waitlist)).toMatchObject({ allowed: false, reason: expect.stringContaining('SESSION') });
    // One key outside the families refuses the whole transaction.
    const mixed = { TransactItems: [{ Put: { Item: { pk: S('WAITLIST#a') } } }, { Put: { Item: { pk: S('USER#1') } } }] };
    expect(decideTableAccess('TransactWriteItems', mixed, waitlist).allowed).toBe(false);
  });

  it('refuses writes to a read-only function, scans, and functions without declared families', () => {
    expect(decideTableAccess('PutItem', { Item: { pk: S('WAITLIST#a') } }, { ...waitlist, write: false }).allowed).toBe(false);
    expect(decideTableAccess('Query', { KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': S('WAITLIST') } }, { ...waitlist, write: false })).toEqual({ allowed: true });
    expect(decideTableAccess('Scan', {}, waitlist).allowed).toBe(false);
    expect(decideTableAccess('GetItem', { Key: { pk: S('WAITLIST#a') } }, { families: undefined, write: true }).allowed).toBe(false);
  });
});
