import type { StoredMail } from '@worknest/local-cloud/ses/read-mails';

/** Links (href values, then bare URLs) of a mail, HTML first. */
export function linksOf(mail: StoredMail): string[] {
  const html = mail.body.html ?? '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const bare = [...(mail.body.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  return [...new Set([...hrefs, ...bare])];
}

/**
 * The token of the sign-in link in a mail, or undefined. The link carries it in its fragment
 * (`/auth/verify#token=…`, issue 14), never in the query string a server would log.
 */
export function signInTokenOf(mail: StoredMail): string | undefined {
  const link = linksOf(mail).find((href) => href.includes('/auth/verify#token='));
  return link ? (new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? undefined) : undefined;
}
