import { createRequire } from 'node:module';

/**
 * The local inbox simulates SES's feedback, like SES's mailbox simulator
 * (`bounce@simulator.amazonses.com`): a mail to an address whose local part is `bounce` or starts
 * with `bounce+` bounces (permanent), `complaint`/`complaint+` draws a complaint. The notification
 * SES would publish to the stage's feedback topic goes to the local topic's subscribers, so the
 * same function marks the address. Any other address is delivered to the inbox as usual.
 *
 * aws-ses-v2-local keeps its mails in a module-level store of this process (mail.ts starts it
 * here), which this reads every quarter second.
 */
const require = createRequire(import.meta.url);
const { getStoreReadonly } = require('aws-ses-v2-local/dist/store.js') as {
  getStoreReadonly: () => { emails: { messageId: string; from: string; destination: { to: string[]; cc?: string[]; bcc?: string[] }; at: number }[] };
};

const POLL_MS = 250;

export type FeedbackKind = 'Bounce' | 'Complaint';

export function feedbackFor(address: string): FeedbackKind | null {
  const local = address.trim().toLowerCase().replace(/^.*</, '').split('@')[0] ?? '';
  if (local === 'bounce' || local.startsWith('bounce+')) return 'Bounce';
  if (local === 'complaint' || local.startsWith('complaint+')) return 'Complaint';
  return null;
}

/** The SES notification of a bounce or complaint (the fields SES sends that the app reads, and a few more). */
export function sesNotification(kind: FeedbackKind, address: string, source: string, messageId: string, at: Date) {
  const mail = { timestamp: at.toISOString(), messageId, source, destination: [address] };
  return kind === 'Bounce'
    ? { notificationType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }], timestamp: at.toISOString(), feedbackId: `local-${messageId}` } }
    : { notificationType: 'Complaint', mail, complaint: { complainedRecipients: [{ emailAddress: address }], complaintFeedbackType: 'abuse', timestamp: at.toISOString(), feedbackId: `local-${messageId}` } };
}

/** Starts watching the local inbox; `publish` sends a message to the `mail-feedback` topic. */
export function startMailFeedback(publish: (message: string) => Promise<unknown>, log?: (event: Record<string, unknown>) => void): { stop(): void } {
  let seen = getStoreReadonly().emails.length;
  const timer = setInterval(() => {
    const emails = getStoreReadonly().emails;
    if (emails.length < seen) seen = 0; // the inbox was cleared
    for (const email of emails.slice(seen)) {
      for (const address of [...email.destination.to, ...(email.destination.cc ?? []), ...(email.destination.bcc ?? [])]) {
        const kind = feedbackFor(address);
        if (!kind) continue;
        log?.({ part: 'mail', event: 'simulated-feedback', kind });
        void publish(JSON.stringify(sesNotification(kind, address.replace(/^.*</, '').replace(/>.*$/, ''), email.from, email.messageId, new Date(email.at * 1000)))).catch(() => undefined);
      }
    }
    seen = emails.length;
  }, POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
