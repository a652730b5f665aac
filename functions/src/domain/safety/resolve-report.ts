import { FORMER_MEMBER_NAME, personName } from '@worknest/shared/roles';
import { REPORT_MESSAGES, reportActionsFor, type ReportView } from '@worknest/shared/reports-rules';
import { accountMailText } from '../mail-text/account-text';
import type { ResolveReportBody } from '@worknest/shared/reports';
import { sendMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { nowIso } from '../../clock';
import { getReport, recordResolution, removeMessageContent, removeReviewFromListing, type ReportRecord } from '../../store/reports';
import { getReview } from '../../store/reviews';
import { getUser } from '../../store/users';
import type { Session } from '../auth/session';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { setListingActive } from '../listings/set-listing-active';
import { escapeHtml, mailLayout } from '../mail/layout';
import { deactivateUser } from '../users/deactivate-user';
import { toView } from './reports';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

export const REMOVED_MESSAGE_TEXT = 'This message was removed by Worknest.';

/**
 * `POST /api/admin/reports/{id}/resolve`: an admin acts once on an open report (the action must
 * fit what was reported), recorded with who and when; the reporter is told in general words.
 */
export async function resolveReport(session: Pick<Session, 'userId'>, reportId: string, body: ResolveReportBody): Promise<ReportView> {
  const report = await getReport(reportId);
  if (!report) throw new NotFoundError(ADMIN_MESSAGES.reportNotFound);
  if (report.status !== 'open') throw new ConflictError(REPORT_MESSAGES.resolved, 'report_resolved');
  if (!reportActionsFor[report.targetType].includes(body.action)) {
    throw new InvalidInputError(REPORT_MESSAGES.actionMismatch, [{ path: 'action', message: REPORT_MESSAGES.actionMismatch }]);
  }
  const at = nowIso();
  await carryOut(report, body.action, session.userId, at);
  const admin = await getUser(session.userId);
  const resolution = { action: body.action, note: body.note, resolvedBy: session.userId, resolvedByName: admin ? personName(admin) : FORMER_MEMBER_NAME, resolvedAt: at };
  if (!(await recordResolution(report, resolution))) throw new ConflictError(REPORT_MESSAGES.resolved, 'report_resolved');
  logger.info('report resolved', { reportId, action: body.action });
  await tellReporter(report, body.action);
  return toView({ ...report, status: 'resolved', resolution });
}

async function carryOut(report: ReportRecord, action: ResolveReportBody['action'], adminId: string, at: string): Promise<void> {
  switch (action) {
    case 'dismiss':
      return;
    case 'hide_listing':
      await setListingActive(report.targetId, false).catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error; // deleted since: nothing left to hide
      });
      return;
    case 'remove_message': {
      const [conversationId] = report.targetId.split(':');
      if (conversationId && report.messageSk) await removeMessageContent(conversationId, report.messageSk, REMOVED_MESSAGE_TEXT, at);
      return;
    }
    case 'remove_review': {
      const review = await getReview(report.targetId);
      if (review) await removeReviewFromListing(review, at, adminId);
      return;
    }
    case 'deactivate_member':
      await deactivateUser(report.subjectUserId);
      return;
  }
}

async function tellReporter(report: ReportRecord, action: ResolveReportBody['action']): Promise<void> {
  const reporter = await getUser(report.reporterId);
  if (!reporter?.email) return;
  // Issue 40: in the reporter's language (reportOutcomeText's English is the catalog's).
  const { t, locale } = accountMailText(reporter.locale);
  const text = t(action === 'dismiss' ? 'report.dismissed' : 'report.actioned');
  const appOrigin = requireEnv(ENV.appOrigin);
  try {
    await sendMail({
      to: reporter.email,
      subject: t('report.subject'),
      text: `${t('hello')}\n\n${text}\n\n${appOrigin}/app/listings`,
      html: mailLayout([escapeHtml(t('hello')), escapeHtml(text)], { href: `${appOrigin}/app/listings`, label: t('report.button') }, undefined, locale === 'en' ? undefined : locale),
    });
  } catch (error) {
    // The outcome is recorded; a mail that could not leave is logged, not a failed resolution.
    logger.error('could not tell the reporter the outcome', { reportId: report.id, error: error as Error });
  }
}

