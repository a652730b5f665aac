import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

let documentClient: DynamoDBDocumentClient | undefined;

/** A document client for this run's local table (arrange data, assert what a handler wrote). */
export function localTable(): { db: DynamoDBDocumentClient; tableName: string } {
  const env = inject('localEnv');
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return { db: documentClient, tableName: env.TABLE_NAME! };
}
