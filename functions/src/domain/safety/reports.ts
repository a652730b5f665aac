import { randomUUID } from 'node:crypto';
import { isReviewRevealed } from '@worknest/shared/review-rules';
import { FORMER_MEMBER_NAME, personName } from '@worknest/shared/roles';
import { REPORT_MESSAGES, type ReportPage, type ReportView } from '@worknest/shared/reports-rules';
import type { ReportBody } from '@worknest/shared/reports';
import { logger } from '../../logging/logger';
import { nowIso, nowMs } from '../../clock';
import { encodeCursor } from '../../store/conditional';
import { listMessages } from '../../store/messages';
import { keys } from '../../store/keys';
import { getListing } from '../../store/listings';
import { hitRateLimit } from '../../store/rate-limits';
import { createReport, listCompanyReports, listReports, type ReportRecord } from '../../store/reports';
import { getReview } from '../../store/reviews';
import { getUser } from '../../store/users';
import type { Session } from '../auth/session';
import { ConflictError, InvalidInputError, NotFoundError, RateLimitedError } from '../errors';
import { requireParticipant } from '../messaging/conversation-access';

/** Reports a member may file: 10 an hour (issue 39, "rate-limited"). */
export const REPORT_RATE_LIMIT = { scope: 'report', limit: 10, windowMs: 60 * 60 * 1000 };

type Reporter = Pick<Session, 'userId' | 'role' | 'companyDomain'>;

interface Target {
  subjectUserId: string;
  subjectCompany: string;
  snapshot: ReportRecord['snapshot'];
  messageSk: string | null;
}

const notFound = () => new NotFoundError(REPORT_MESSAGES.notFound, 'report_target_not_found');

/**
 * `POST /api/reports`: a member reports what they can see (anything else answers like an unknown
 * id), once while the report is open (409), at most REPORT_RATE_LIMIT an hour (429). The content
 * is copied into the report as it is now, so a later edit or deletion cannot hide it.
 */
export async function fileReport(session: Reporter, body: ReportBody): Promise<ReportView> {
  const retryAfter = await hitRateLimit(REPORT_RATE_LIMIT, session.userId);
  if (retryAfter !== null) throw new RateLimitedError(REPORT_MESSAGES.rateLimited, retryAfter);
  const target = await visibleTarget(session, body.targetType, body.targetId);
  if (target.subjectUserId === session.userId) throw new InvalidInputError('You cannot report yourself or what you wrote.', undefined, 'own_content');
  const reporter = await getUser(session.userId);
  const record: ReportRecord = {
    id: randomUUID(),
    reporterId: session.userId,
    reporterName: reporter ? personName(reporter) : FORMER_MEMBER_NAME,
    reporterEmail: reporter?.email ?? '',
    targetType: body.targetType,
    targetId: body.targetId,
    reason: body.reason,
    details: body.details ? body.details : null,
    ...target,
    createdAt: nowIso(),
    status: 'open',
    resolution: null,
  };
  if (!(await createReport(record))) throw new ConflictError(REPORT_MESSAGES.duplicate, 'report_open');
  logger.info('report filed', { reportId: record.id, targetType: record.targetType, reason: record.reason });
  return toView(record);
}

async function visibleTarget(session: Reporter, type: ReportBody['targetType'], targetId: string): Promise<Target> {
  switch (type) {
    case 'listing': {
      const listing = await getListing(targetId);
      if (!listing || listing.companyDomain !== session.companyDomain || !(listing.isActive || listing.userId === session.userId)) throw notFound();
      const host = await getUser(listing.userId);
      return {
        subjectUserId: listing.userId,
        subjectCompany: listing.companyDomain,
        snapshot: { title: listing.title, text: listing.description, authorName: host ? personName(host) : FORMER_MEMBER_NAME },
        messageSk: null,
      };
    }
    case 'user': {
      const user = await getUser(targetId);
      if (!user || user.companyDomain !== session.companyDomain) throw notFound();
      return { subjectUserId: user.id, subjectCompany: user.companyDomain, snapshot: { title: personName(user), text: user.bio ?? '', authorName: personName(user) }, messageSk: null };
    }
    case 'message': {
      // `<conversationId>:<messageId>`: only a participant finds it.
      const [conversationId, messageId] = targetId.split(':');
      if (!conversationId || !messageId) throw notFound();
      await requireParticipant(conversationId, session.userId).catch(() => {
        throw notFound();
      });
      const message = await findMessage(conversationId, messageId);
      if (!message || message.kind === 'system') throw notFound();
      const sender = await getUser(message.senderId);
      const senderName = sender ? personName(sender) : FORMER_MEMBER_NAME;
      return {
        subjectUserId: message.senderId,
        subjectCompany: sender?.companyDomain ?? session.companyDomain,
        snapshot: { text: message.content, authorName: senderName },
        messageSk: keys.message(conversationId, message.createdAt, message.id).sk,
      };
    }
    case 'review': {
      const review = await getReview(targetId);
      const visible =
        review !== null &&
        review.companyDomain === session.companyDomain &&
        ((review.isApproved && isReviewRevealed(review, nowMs())) || review.revieweeId === session.userId);
      if (!visible) throw notFound();
      return {
        subjectUserId: review.reviewerId,
        subjectCompany: review.companyDomain,
        snapshot: { title: review.listingTitle, text: review.comment ?? '', rating: review.rating, authorName: review.reviewerName },
        messageSk: null,
      };
    }
  }
}

async function findMessage(conversationId: string, messageId: string) {
  let startKey: Record<string, unknown> | undefined;
  for (let page = 0; page < 50; page += 1) {
    const { messages, lastKey } = await listMessages(conversationId, 100, startKey);
    const found = messages.find((message) => message.id === messageId);
    if (found) return found;
    if (!lastKey) return null;
    startKey = lastKey;
  }
  return null;
}

/**
 * `GET /api/admin/reports`: admins see the whole queue; HR reads the reports about members of
 * its own company (read only), never another company's.
 */
export async function reportQueue(
  session: Pick<Session, 'role' | 'companyDomain'>,
  query: { status: 'open' | 'resolved'; limit: number },
  startKey: Record<string, unknown> | undefined,
): Promise<ReportPage> {
  const page = session.role === 'admin' ? await listReports(query.status, query.limit, startKey) : await listCompanyReports(session.companyDomain, query.status, query.limit, startKey);
  return { items: page.items.map(toView), nextCursor: encodeCursor(page.lastKey) };
}

export function toView(record: ReportRecord): ReportView {
  return {
    id: record.id,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason,
    details: record.details,
    reporterName: record.reporterName,
    subjectUserId: record.subjectUserId,
    subjectCompany: record.subjectCompany,
    snapshot: record.snapshot,
    createdAt: record.createdAt,
    status: record.status,
    resolution: record.resolution,
  };
}
