import type { HostRewards } from '@worknest/shared/credit-rules';
import { logger } from '../../logging/logger';
import { nowMs } from '../../clock';
import { getHostRewards, putHostRewards } from '../../store/credits';

/** Issue 37: the company's rewards for hosts (ADR 0160). */
export async function hostRewardsOf(domain: string): Promise<HostRewards> {
  return getHostRewards(domain);
}

export async function saveHostRewards(domain: string, rewards: HostRewards): Promise<HostRewards> {
  await putHostRewards(domain, rewards, new Date(nowMs()).toISOString());
  logger.info('host rewards saved', { domain, kind: rewards.kind, perNight: rewards.perNight, cap: rewards.monthlyCapPerHost });
  return rewards;
}
