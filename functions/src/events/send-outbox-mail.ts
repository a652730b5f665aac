import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { sendOutboxMail } from '../domain/outbox/send-outbox-mail';
import { logger } from '../logging/logger';
import { nowMs } from '../clock';

/**
 * The table's stream → here (issue 33): each record is a new outbox item (the event source
 * mapping passes only INSERTs of `OUTBOX#` items; functions/src/subscriptions.ts). Every record
 * is tried; the ones that failed are reported (partial batch failures), so the mapping retries
 * from the first of them, and after its retries sends it to the dead-letter queue. A record sent
 * already is a no-op when it comes again.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records ?? []) {
    const id = record.dynamodb?.NewImage?.id?.S;
    const sequenceNumber = record.dynamodb?.SequenceNumber;
    if (!id) {
      logger.warn('stream record without an outbox id, skipped', { eventID: record.eventID, eventName: record.eventName });
      continue;
    }
    try {
      const outcome = await sendOutboxMail(id, nowMs());
      logger.info('outbox e-mail', { outboxId: id, outcome });
    } catch (error) {
      logger.error('outbox e-mail not sent; the stream retries it', { outboxId: id, error: error as Error });
      if (sequenceNumber) batchItemFailures.push({ itemIdentifier: sequenceNumber });
    }
  }
  return { batchItemFailures };
};
