import { BLOCKED_MESSAGE, type BlocksList } from '@worknest/shared/blocks-rules';
import { FORMER_MEMBER_NAME, personName } from '@worknest/shared/roles';
import { logger } from '../../logging/logger';
import { deleteBlock, findBlockBetween, findBlockedPeers, listBlocks, putBlock } from '../../store/blocks';
import { nowIso } from '../../clock';
import { getUser, getUsers } from '../../store/users';
import type { Session } from '../auth/session';
import { InvalidInputError, NotAllowedError, NotFoundError } from '../errors';

export const MEMBER_NOT_FOUND = 'Member not found';
export const SELF_BLOCK_MESSAGE = 'You cannot block yourself.';

/**
 * Issue 39, blocks. A member blocks a colleague (same company, not themselves); the other
 * member is never told, and nothing they can read changes except that contact stops.
 */
export async function blockMember(session: Pick<Session, 'userId' | 'companyDomain'>, userId: string): Promise<{ created: boolean }> {
  if (userId === session.userId) throw new InvalidInputError(SELF_BLOCK_MESSAGE, [{ path: 'userId', message: SELF_BLOCK_MESSAGE }], 'self_block');
  const target = await getUser(userId);
  if (!target || target.companyDomain !== session.companyDomain) throw new NotFoundError(MEMBER_NOT_FOUND);
  const created = await putBlock({ blockerId: session.userId, blockedId: userId, blockedAt: nowIso() });
  if (created) logger.info('member blocked', { blockedId: userId });
  return { created };
}

/** Lifts one's own block; unknown or already lifted is still success (idempotent DELETE). */
export async function unblockMember(session: Pick<Session, 'userId'>, userId: string): Promise<void> {
  const removed = await deleteBlock(session.userId, userId);
  if (removed) logger.info('member unblocked', { blockedId: userId });
}

/** The caller's own blocks with the names of those blocked (never who blocked the caller). */
export async function blocksOf(session: Pick<Session, 'userId'>): Promise<BlocksList> {
  const blocks = await listBlocks(session.userId);
  const users = await getUsers(blocks.map((block) => block.blockedId));
  return {
    items: blocks.map((block) => {
      const user = users.get(block.blockedId);
      return { userId: block.blockedId, name: user ? personName(user) : FORMER_MEMBER_NAME, blockedAt: block.blockedAt };
    }),
  };
}

/** Whether either of two members blocked the other. */
export function isBlockedPair(a: string, b: string): Promise<boolean> {
  return findBlockBetween(a, b);
}

/** Refuses contact between a blocked pair with the neutral message (403). */
export async function ensureNotBlocked(a: string, b: string): Promise<void> {
  if (await findBlockBetween(a, b)) throw new NotAllowedError(BLOCKED_MESSAGE, 'blocked');
}

/** Members whose homes a member must not see in search: blocked either way. */
export function hiddenHostsFor(userId: string): Promise<Set<string>> {
  return findBlockedPeers(userId);
}
