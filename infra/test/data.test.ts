import { afterAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import { buildTestApp, resourcesOf } from './support';

describe('data stack', () => {
  const dev = buildTestApp({ stage: 'dev' });
  const prod = buildTestApp({ stage: 'prod' });
  afterAll(() => {
    dev.cleanup();
    prod.cleanup();
  });
  const table = dev.template(dev.stacks.data);

  it('builds the table from tableDefinition: keys, GSIs, TTL', () => {
    table.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'worknest-dev',
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
    });
  });

  it('is on-demand, with point-in-time recovery and AWS-managed encryption', () => {
    table.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // SSEEnabled without a key: KMS with the AWS-managed key (aws/dynamodb).
      SSESpecification: { SSEEnabled: true, KMSMasterKeyId: Match.absent() },
    });
  });

  it('is deleted with a dev stage but retained and deletion-protected in prod', () => {
    const [devTable] = Object.values(resourcesOf(table, 'AWS::DynamoDB::Table'));
    expect(devTable!.DeletionPolicy).toBe('Delete');
    expect(devTable!.Properties!.DeletionProtectionEnabled).toBe(false);
    const [prodTable] = Object.values(resourcesOf(prod.template(prod.stacks.data), 'AWS::DynamoDB::Table'));
    expect(prodTable!.DeletionPolicy).toBe('Retain');
    expect(prodTable!.Properties!.DeletionProtectionEnabled).toBe(true);
    expect(prodTable!.Properties!.TableName).toBe('worknest-prod');
  });
});
