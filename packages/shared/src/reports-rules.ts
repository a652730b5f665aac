import { formatEnglishCount } from './format-money';
/** Plain values of the reports (no zod: the web app's Report button loads these at first paint). */
/** Issue 39: what a member can report, why, and what an admin can do about it. */
export const reportTargetTypes = ['listing', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasons = ['unsafe', 'inaccurate', 'harassment', 'spam', 'discrimination', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportActions = ['dismiss', 'hide_listing', 'remove_message', 'remove_review', 'deactivate_member'] as const;
export type ReportAction = (typeof reportActions)[number];
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;

export const reportReasonLabels: Record<ReportReason, string> = {
  unsafe: 'Unsafe',
  inaccurate: 'Inaccurate',
  harassment: 'Harassment',
  spam: 'Spam',
  discrimination: 'Discrimination',
  other: 'Something else',
};
export const reportActionLabels: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  hide_listing: 'Hide the listing',
  remove_message: 'Remove the message',
  remove_review: 'Remove the review',
  deactivate_member: 'Deactivate the member',
};
/** Which action fits which target (deactivating the member responsible fits every one). */
export const reportActionsFor: Record<ReportTargetType, readonly ReportAction[]> = {
  listing: ['dismiss', 'hide_listing', 'deactivate_member'],
  user: ['dismiss', 'deactivate_member'],
  message: ['dismiss', 'remove_message', 'deactivate_member'],
  review: ['dismiss', 'remove_review', 'deactivate_member'],
};

export const REPORT_MESSAGES = {
  targetType: `Choose what you report: ${reportTargetTypes.join(', ')}.`,
  reason: `Choose a reason: ${reportReasons.join(', ')}.`,
  details: `Details can be at most ${formatEnglishCount(REPORT_DETAILS_MAX)} characters.`,
  duplicate: 'You already reported this. We will tell you when it has been looked at.',
  notFound: 'We could not find what you want to report.',
  action: `Choose an action: ${reportActions.join(', ')}.`,
  actionMismatch: 'This action does not fit what was reported.',
  note: 'Add a note for the record.',
  resolved: 'This report has been resolved already.',
  rateLimited: 'You have sent many reports in a short time. Please try again later.',
} as const;

/** The reported content as it was when reported: an edit or deletion afterwards cannot hide it. */
export interface ReportSnapshot {
  /** A listing's title, a member's name, a review's listing title; absent for a message. */
  title?: string;
  /** A listing's description, a member's bio, a message's or review's text. */
  text: string;
  rating?: number;
  /** The member the content is by (host, sender, reviewer, the member reported). */
  authorName: string;
}

/** One report as the admin's queue (and HR, read only) shows it. */
export interface ReportView {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  reporterName: string;
  subjectUserId: string;
  subjectCompany: string;
  snapshot: ReportSnapshot;
  createdAt: string;
  status: 'open' | 'resolved';
  resolution: { action: ReportAction; note: string; resolvedBy: string; resolvedByName: string; resolvedAt: string } | null;
}

export interface ReportPage {
  items: ReportView[];
  nextCursor: string | null;
}

/** What the reporter is told, in general words (never what happened to whom). */
export function reportOutcomeText(action: ReportAction): string {
  return action === 'dismiss'
    ? 'We looked into what you reported and found that it does not break our community rules. Thank you for telling us.'
    : 'We looked into what you reported and took action under our community rules. Thank you for telling us.';
}
