import type { SNSEvent } from 'aws-lambda';
import { recordMailFeedback, type SesFeedback } from '../domain/notifications/record-mail-feedback';
import { logger } from '../logging/logger';
import { nowIso } from '../clock';

/**
 * SES → SNS → here: each record's message is an SES notification (bounce, complaint, delivery).
 * A message that is not JSON is logged and skipped (SNS would otherwise retry it forever); a store
 * failure throws, so SNS retries the delivery.
 */
export const handler = async (event: SNSEvent): Promise<{ suppressed: number }> => {
  let suppressed = 0;
  for (const record of event.Records ?? []) {
    let feedback: SesFeedback;
    try {
      feedback = JSON.parse(record.Sns?.Message ?? '') as SesFeedback;
    } catch {
      logger.warn('mail feedback that is not JSON, skipped', { messageId: record.Sns?.MessageId });
      continue;
    }
    suppressed += await recordMailFeedback(feedback, record.Sns?.Timestamp ?? nowIso());
  }
  return { suppressed };
};
