import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { seedDemoData } from './seed-demo-data';

/**
 * Marks a store that holds the demo data. Local only; it is not part of the data model, so it
 * lives here rather than in functions/src/store/keys.ts.
 */
const SEED_MARKER = { pk: 'SEED', sk: 'SEED' } as const;

/**
 * Seeds the demo data unless the marker says it is there: one GetItem, never a Scan. The marker
 * is written after seeding, so an interrupted seed runs again on the next start.
 */
export async function seedOnce(env: Record<string, string>): Promise<{ seeded: boolean; lines: string[] }> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  const TableName = env.TABLE_NAME!;
  try {
    const marker = await db.send(new GetCommand({ TableName, Key: SEED_MARKER, ConsistentRead: true }));
    if (marker.Item) {
      if (marker.Item.listingFieldsMigratedAt && marker.Item.searchEntriesAt && marker.Item.payoutsSeededAt) return { seeded: false, lines: [] };
      Object.assign(process.env, env);
      const lines: string[] = [];
      const item = { ...marker.Item };
      // Demo data seeded before issue 16 or 18: migrate its listings once (the migration is idempotent anyway).
      if (!item.listingFieldsMigratedAt || !item.searchEntriesAt) {
        const { migrateListingFields } = await import('@worknest/functions/domain/listings/migrate-listing-fields');
        const result = await migrateListingFields();
        item.listingFieldsMigratedAt = item.searchEntriesAt = new Date().toISOString();
        lines.push(`Listings migrated to the work-ready checklist: ${result.migrated} of ${result.listings}; search entries written: ${result.searchEntries}`);
      }
      // Demo data seeded before issue 21 (or before the Stripe emulator kept its objects): the demo
      // stays get their split, payout queue entry and payment, and the payouts are seeded once.
      if (!item.payoutsSeededAt) {
        const { backfillDemoPayouts } = await import('./payouts-seed');
        lines.push(...(await backfillDemoPayouts()));
        item.payoutsSeededAt = new Date().toISOString();
      }
      await db.send(new PutCommand({ TableName, Item: item }));
      return { seeded: false, lines };
    }
    const lines = await seedDemoData({ env });
    const seededAt = new Date().toISOString();
    // A fresh seed is written in the current shape: nothing to migrate.
    await db.send(
      new PutCommand({ TableName, Item: { ...SEED_MARKER, seededAt, listingFieldsMigratedAt: seededAt, searchEntriesAt: seededAt, payoutsSeededAt: seededAt } }),
    );
    return { seeded: true, lines };
  } finally {
    db.destroy();
  }
}
