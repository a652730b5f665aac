/**
 * The single DynamoDB table, described once. The CDK data stack and the local cloud both
 * build the table from this object (keys, GSIs, TTL attribute, stream). See docs/data-model.md.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Epoch seconds. DynamoDB deletes expired items lazily (and DynamoDB Local never does), so reads check it too. */
  timeToLiveAttribute: 'ttl',
  /** The table's stream (issue 33): new images, read by the stream subscribers of functions/src/subscriptions.ts. */
  streamViewType: 'NEW_IMAGE',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
