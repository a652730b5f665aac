import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV, requireEnv } from '../config/function-environment';

/**
 * The document client, created once per cold start. The endpoint comes from the SDK's own
 * AWS_ENDPOINT_URL_DYNAMODB variable, which only the local cloud sets.
 */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  return requireEnv(ENV.tableName);
}
