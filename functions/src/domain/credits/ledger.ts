import { CREDIT_MESSAGES, entryKey, type CreditsView, type ExchangeProgramme } from '@worknest/shared/credit-rules';
import { invoiceMonth } from '@worknest/shared/business-stay-rules';
import { logger } from '../../logging/logger';
import { nowMs } from '../../clock';
import { appendCreditEntry, findCreditKey, getCreditBalance, getExchangeProgramme, getHostRewardMonthTotal, getHostRewards, listCreditEntries, putExchangeProgramme } from '../../store/credits';
import { getUser } from '../../store/users';
import type { Session } from '../auth/session';
import { ConflictError, NotFoundError } from '../errors';
import type { Viewer } from '../listings/viewer';

/**
 * Issue 37 (ADR 0140): the credits programme of a company and its members' balances. Every change
 * of a balance is one append to the ledger (store/credits.ts) with its idempotency key; nothing
 * reads a balance to decide a write.
 */

export async function programmeOf(domain: string): Promise<ExchangeProgramme> {
  return getExchangeProgramme(domain);
}

export async function saveProgramme(domain: string, programme: ExchangeProgramme): Promise<ExchangeProgramme> {
  await putExchangeProgramme(domain, programme, new Date(nowMs()).toISOString());
  logger.info('exchange programme saved', { domain, creditsEnabled: programme.creditsEnabled, swapsEnabled: programme.swapsEnabled });
  return programme;
}

/**
 * The member's starter credits, once (key `starter`): given the first time the member's balance
 * is read or spent while the company runs the programme. A later change of the company's number
 * changes nothing for members who have theirs.
 */
export async function ensureStarterCredits(userId: string, programme: ExchangeProgramme): Promise<void> {
  if (!programme.creditsEnabled || programme.starterCredits <= 0) return;
  // Read first: most calls find the grant made (the write's guard would refuse it anyway, but a write contends for the balance).
  if (await findCreditKey(userId, entryKey('starter', null))) return;
  await appendCreditEntry({ userId, key: entryKey('starter', null), amount: programme.starterCredits, kind: 'starter', note: 'Starter credits', atMs: nowMs() });
}

/** The programme, on; 409 when the member's company does not run it. */
export async function runningProgramme(domain: string): Promise<ExchangeProgramme> {
  const programme = await getExchangeProgramme(domain);
  if (!programme.creditsEnabled) throw new ConflictError(CREDIT_MESSAGES.notEnabled, 'credits_not_enabled');
  return programme;
}

/** `GET /api/credits`. */
export async function creditsOf(viewer: Viewer, cursor: string | undefined, limit: number): Promise<CreditsView> {
  const programme = await getExchangeProgramme(viewer.companyDomain);
  await ensureStarterCredits(viewer.userId, programme);
  const [balance, page, hostRewards] = await Promise.all([getCreditBalance(viewer.userId), listCreditEntries(viewer.userId, cursor, limit), hostRewardsOf(viewer)]);
  return { enabled: programme.creditsEnabled, swapsEnabled: programme.swapsEnabled, balance, entries: page.entries, nextCursor: page.nextCursor, nightCost: programme.nightCost, hostRewards };
}

/** Issue 37 (ADR 0160): the company's rewards for hosts, and the member's this month (stays checking out this month). */
async function hostRewardsOf(viewer: Viewer): Promise<CreditsView['hostRewards']> {
  const rewards = await getHostRewards(viewer.companyDomain);
  if (rewards.kind === 'none') return null;
  const thisMonth = await getHostRewardMonthTotal(viewer.userId, invoiceMonth(nowMs()).month, rewards.kind);
  return { ...rewards, kind: rewards.kind, thisMonth };
}

/**
 * `POST /api/hr/credits/{userId}/adjustments`: HR adds or takes credits with a note. A member of
 * another company is unknown (404); taking more than the balance is 409 (the write's condition).
 */
export async function adjustCredits(session: Session, userId: string, change: { amount: number; note: string }, requestId: string): Promise<{ balance: number }> {
  const member = await getUser(userId);
  if (!member || (session.role !== 'admin' && member.companyDomain !== session.companyDomain)) throw new NotFoundError(CREDIT_MESSAGES.memberNotFound);
  const programme = await getExchangeProgramme(member.companyDomain);
  if (!programme.creditsEnabled) throw new ConflictError(CREDIT_MESSAGES.notEnabled, 'credits_not_enabled');
  await ensureStarterCredits(member.id, programme);
  const outcome = await appendCreditEntry({
    userId: member.id,
    key: entryKey('adjustment', requestId),
    amount: change.amount,
    kind: 'adjustment',
    note: change.note,
    atMs: nowMs(),
  });
  if (outcome === 'below-zero') throw new ConflictError(CREDIT_MESSAGES.belowZero, 'credits_below_zero');
  logger.info('credits adjusted by HR', { userId: member.id, by: session.userId, amount: change.amount, outcome });
  return { balance: await getCreditBalance(member.id) };
}
