import { logger } from '../../logging/logger';
import { suppressAddress } from '../../store/notifications';

/**
 * What SES publishes (through SNS) about a sent e-mail: a bounce or a complaint names the
 * recipients it concerns. https://docs.aws.amazon.com/ses/latest/dg/notification-contents.html
 */
export interface SesFeedback {
  notificationType?: string;
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[]; timestamp?: string };
  complaint?: { complainedRecipients?: { emailAddress?: string }[]; timestamp?: string };
}

/**
 * Marks the addresses a permanent bounce or a complaint names, so no optional e-mail goes to them
 * again (sign-in links still do: a member must be able to sign in to fix their address). A
 * transient bounce (a full mailbox) marks nothing. Returns how many addresses were marked.
 */
export async function recordMailFeedback(feedback: SesFeedback, receivedAt: string): Promise<number> {
  const type = feedback.notificationType ?? feedback.eventType;
  let addresses: string[] = [];
  let reason: 'bounce' | 'complaint' | null = null;
  if (type === 'Bounce' && feedback.bounce?.bounceType === 'Permanent') {
    reason = 'bounce';
    addresses = (feedback.bounce.bouncedRecipients ?? []).map((r) => r.emailAddress ?? '');
  } else if (type === 'Complaint') {
    reason = 'complaint';
    addresses = (feedback.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress ?? '');
  }
  const valid = addresses.map((address) => address.trim().toLowerCase()).filter((address) => address.includes('@') && address.length <= 254);
  if (!reason || valid.length === 0) {
    logger.info('mail feedback without an address to suppress', { type, bounceType: feedback.bounce?.bounceType });
    return 0;
  }
  const at = feedback.bounce?.timestamp ?? feedback.complaint?.timestamp ?? receivedAt;
  await Promise.all(valid.map((address) => suppressAddress(address, reason, at)));
  logger.info('addresses suppressed after mail feedback', { reason, count: valid.length });
  return valid.length;
}
