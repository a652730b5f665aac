import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Issue 35: the links of an approver's e-mail (ADR 0132). A token is `<payload>.<signature>`: the
 * payload `<bookingId>:<approverId>:<approve|reject>:<expiresAtMs>` in base64url, the signature
 * HMAC-SHA256 of it with the mail-links key. It is valid 7 days and single use: the decision it
 * carries is written once on the booking (a second use, or the other link, answers 409 with the
 * first decision). Opening it is a page; deciding is a POST from that page (mail scanners follow GETs).
 */
export const APPROVAL_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export type LinkDecision = 'approve' | 'reject';

export interface ApprovalLink {
  bookingId: string;
  approverId: string;
  decision: LinkDecision;
  expiresAtMs: number;
}

export function signApprovalToken(key: Buffer, link: ApprovalLink): string {
  const payload = Buffer.from(`${link.bookingId}:${link.approverId}:${link.decision}:${link.expiresAtMs}`, 'utf8').toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** What a token says, or null for anything forged, altered, malformed or expired. */
export function verifyApprovalToken(key: Buffer, token: string, nowMs: number): ApprovalLink | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [bookingId, approverId, decision, expires, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const expiresAtMs = Number(expires);
  if (!bookingId || !approverId || more.length > 0 || (decision !== 'approve' && decision !== 'reject') || !Number.isFinite(expiresAtMs)) return null;
  if (expiresAtMs <= nowMs) return null;
  return { bookingId, approverId, decision, expiresAtMs };
}

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', Buffer.concat([Buffer.from('approval-link:'), key])).update(payload).digest();
}
