import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { clearMails, readMails, type StoredMail } from '@worknest/local-cloud/ses/read-mails';

export type { StoredMail };
// The links of a mail, without vitest: the browser journeys read sign-in tokens with them too.
export { linksOf, signInTokenOf } from './mail-links';

/** Mails in this run's inbox, optionally only those to one address and sent since an epoch second. */
export function mails(filter: { to?: string; sinceSeconds?: number } = {}): Promise<StoredMail[]> {
  return readMails(inject('inboxUrl'), filter);
}

/**
 * The newest mail to `to` (sent since `sinceSeconds`, if given) that matches `where`. Mail sent
 * through the outbox (ADR 0193) arrives a moment after the answer, and the inbox stores whole
 * seconds: when an earlier test's mail of the same kind may still land in this second, `where`
 * should name something of this test's own (an id, a link). Fails with the inbox's contents.
 */
export async function waitForMail(
  to: string,
  options: { sinceSeconds?: number; where?: (mail: StoredMail) => boolean; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await mails({ to, sinceSeconds: options.sinceSeconds })).filter(options.where ?? (() => true));
    if (found.length > 0) return found.at(-1)!;
    if (Date.now() > deadline) {
      const subjects = (await mails()).map((mail) => `${mail.destination.to.join(',')}: ${mail.subject}`);
      throw new Error(`No mail to ${to} arrived. Inbox: ${JSON.stringify(subjects)}`);
    }
    await sleep(100);
  }
}

export function clearInbox(): Promise<void> {
  return clearMails(inject('inboxUrl'));
}

/** Epoch seconds now, for `sinceSeconds` (the inbox stores whole seconds). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
