import { utcDate } from '@worknest/shared/booking';
import { sendMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { listCompanies } from '../../store/companies';
import { listDemoRequests, listWaitlistEntries } from '../../store/marketing';
import { claimDigestDay, getDigestCoveredUntil, setDigestCoveredUntil } from '../../store/notifications';
import { listCompanyUsers, type UserRecord } from '../../store/users';
import { adminDigestMail, type DigestEntry } from './notification-mails';
import { mayMail, unsubscribeLinks } from './optional-mail';

/** The digest goes out once a day, from this hour (UTC) on. */
export const DIGEST_HOUR_UTC = 8;
const PAGE = 50;
const MAX_ENTRIES = 1_000;

/**
 * Once a day: the waitlist signups and demo requests that arrived since the last digest, to every
 * admin who has not turned the digest off. Nothing is sent on a day without new entries. The day
 * is claimed first (claimDigestDay), so two runs at once send one digest.
 */
export async function sendAdminDigest(now: number): Promise<{ sent: number; entries: number }> {
  if (new Date(now).getUTCHours() < DIGEST_HOUR_UTC) return { sent: 0, entries: 0 };
  if (!(await claimDigestDay(utcDate(now)))) return { sent: 0, entries: 0 };
  const coveredUntil = (await getDigestCoveredUntil()) ?? new Date(now - 24 * 3_600_000).toISOString();
  const entries = [
    ...(await newerThan(coveredUntil, (cursor) => listWaitlistEntries(PAGE, cursor), (entry) => ({ form: 'waitlist' as const, email: entry.email, name: null, company: entry.companyName, submittedAt: entry.submittedAt }))),
    ...(await newerThan(coveredUntil, (cursor) => listDemoRequests(PAGE, cursor), (entry) => ({ form: 'demo' as const, email: entry.email, name: entry.name, company: entry.company, submittedAt: entry.submittedAt }))),
  ].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  await setDigestCoveredUntil(new Date(now).toISOString());
  if (entries.length === 0) return { sent: 0, entries: 0 };

  const appOrigin = requireEnv(ENV.appOrigin);
  let sent = 0;
  for (const admin of await activeAdmins()) {
    if (!(await mayMail(admin, 'adminDigest'))) continue;
    await sendMail(adminDigestMail(admin, entries, appOrigin, await unsubscribeLinks(admin.id, 'adminDigest', appOrigin)));
    sent += 1;
  }
  return { sent, entries: entries.length };
}

/** Entries of a newest-first list up to the first one at or before `since`. */
async function newerThan<T extends { submittedAt: string }>(
  since: string,
  page: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>,
  toEntry: (item: T) => DigestEntry,
): Promise<DigestEntry[]> {
  const found: DigestEntry[] = [];
  let cursor: string | undefined;
  do {
    const { items, nextCursor } = await page(cursor);
    for (const item of items) {
      if (item.submittedAt <= since) return found;
      found.push(toEntry(item));
      if (found.length >= MAX_ENTRIES) return found;
    }
    cursor = nextCursor ?? undefined;
  } while (cursor);
  return found;
}

/** Every active admin of every company (admins are few; the companies a few hundred at most). */
async function activeAdmins(): Promise<UserRecord[]> {
  const admins: UserRecord[] = [];
  let companiesKey: Record<string, unknown> | undefined;
  do {
    const { companies, lastKey } = await listCompanies(100, companiesKey);
    for (const company of companies) {
      let usersKey: Record<string, unknown> | undefined;
      do {
        const { users, lastKey: nextUsers } = await listCompanyUsers(company.domain, 100, usersKey);
        admins.push(...users.filter((user) => user.role === 'admin' && user.isActive));
        usersKey = nextUsers;
      } while (usersKey);
    }
    companiesKey = lastKey;
  } while (companiesKey);
  return admins;
}
