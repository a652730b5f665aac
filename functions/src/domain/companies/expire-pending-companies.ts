import { expireCheckoutSession, retrieveCheckoutSession } from '../../adapters/payments/checkout-sessions';
import { logger } from '../../logging/logger';
import { deleteExpiredCompany, listCompanies, type Company } from '../../store/companies';
import { deleteUserSessions } from '../../store/sessions';
import { getUser } from '../../store/users';

/**
 * Removes the self-serve companies still pending at their expiry whose setup fee is unpaid
 * (issue 38): the open Checkout Session is expired first (so nobody pays for a company that is
 * gone), then the company, its founder's account and mailbox claim go in one conditional
 * transaction, then the founder's sessions. A company paid meanwhile is kept.
 */
export async function expireUnfinishedCompanies(now: number): Promise<{ expired: number; kept: number }> {
  let expired = 0;
  let kept = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanies(100, startKey);
    for (const company of page.companies.filter((candidate) => isDue(candidate, now))) {
      if (await expireCompany(company, now)) expired += 1;
      else kept += 1;
    }
    startKey = page.lastKey;
  } while (startKey);
  return { expired, kept };
}

function isDue(company: Company, now: number): boolean {
  const selfServe = company.selfServe;
  return company.status === 'pending' && selfServe !== null && !selfServe.setupFeePaidAt && selfServe.expiresAtMs !== null && selfServe.expiresAtMs <= now;
}

async function expireCompany(company: Company, now: number): Promise<boolean> {
  const openSession = company.selfServe?.openCheckoutSessionId;
  if (openSession) {
    const checkout = await retrieveCheckoutSession(openSession);
    if (checkout.status === 'complete') return false;
    if (checkout.status === 'open') await expireCheckoutSession(openSession);
  }
  const founder = company.selfServe?.founderUserId ? await getUser(company.selfServe.founderUserId) : null;
  const removed = await deleteExpiredCompany(company, founder ? { id: founder.id, email: founder.email } : null, now);
  if (!removed) return false;
  if (founder) await deleteUserSessions(founder.id);
  logger.info('pending company expired and removed', { companyDomain: company.domain });
  return true;
}
