import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import type { LogEvent } from '../log-event';

/**
 * Creates the single table from `tableDefinition` (the object the CDK stack uses too): every key
 * attribute is a string, every GSI projects ALL, billing is on demand, the stream on. Then switches TTL on.
 * An existing table (dev data under .data/) is left as it is.
 */
export async function createTableIfMissing(client: DynamoDBClient, tableName: string, log: LogEvent): Promise<void> {
  if (!(await tableExists(client, tableName))) {
    const keyNames = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        // The stream the outbox sender reads (issue 33), as the CDK data stack turns it on.
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
      }),
    );
    log({ part: 'dynamodb', event: 'table created', tableName });
  } else {
    // A store created before issue 33 gets its stream now (outbox items are only written after it).
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType } }),
      );
      log({ part: 'dynamodb', event: 'stream enabled', tableName });
    }
  }

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}
