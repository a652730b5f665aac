/** One mail as aws-ses-v2-local's `GET /store` returns it. */
export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: Array<{ content: string; contentType: string; filename?: string; size: number }>;
  /** Extra headers the sender set (List-Unsubscribe, ...). */
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
}

/**
 * Reads the local inbox. `sinceSeconds` keeps mails sent at or after that epoch second
 * (the store's own filter); `to` keeps mails addressed to one recipient.
 */
export async function readMails(inboxUrl: string, filter: { sinceSeconds?: number; to?: string } = {}): Promise<StoredMail[]> {
  const url = new URL('/store', inboxUrl);
  if (filter.sinceSeconds !== undefined) url.searchParams.set('since', String(Math.floor(filter.sinceSeconds)));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  const to = filter.to?.toLowerCase();
  return to ? emails.filter((mail) => mail.destination.to.some((address) => bareAddress(address) === to)) : emails;
}

/** `Ann <ann@example.com>` → `ann@example.com`. */
function bareAddress(address: string): string {
  return (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();
}

/** Empties the local inbox (tests that count mails start from zero). */
export async function clearMails(inboxUrl: string): Promise<void> {
  const response = await fetch(new URL('/clear-store', inboxUrl), { method: 'POST' });
  if (!response.ok) throw new Error(`POST /clear-store answered ${response.status}`);
}
