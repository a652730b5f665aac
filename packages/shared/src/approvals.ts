import type { BookingStatus } from './booking-rules';
import type { ApprovalDecision, DeadlineOutcome, PolicyReason } from './travel-policy-rules';

/** Issue 35: what /app/approvals and the e-mail link page read (plain types, no zod). */
export interface ApprovalItem {
  bookingId: string;
  status: BookingStatus;
  traveller: { id: string; name: string | null; email: string | null };
  listing: { id: string; title: string; city: string | null; country: string | null; image: string | null };
  checkIn: string;
  checkOut: string;
  nights: number;
  totalAmount: number;
  pricePerNight: number;
  purpose: string | null;
  costCentre: string | null;
  outOfPolicy: boolean;
  reasons: PolicyReason[];
  justification: string | null;
  deadlineAt: string | null;
  onDeadline: DeadlineOutcome | null;
  decision: ApprovalDecision | null;
  createdAt: string;
}

/** `GET /api/approvals`. */
export interface ApprovalList {
  pending: ApprovalItem[];
  recent: ApprovalItem[];
  /** The header badge's number. */
  pendingCount: number;
}

/** `POST /api/approvals/{bookingId}/approve|reject|withdraw` and the link page's decision. */
export interface ApprovalAnswer {
  approval: ApprovalItem;
  decision: ApprovalDecision;
}

/** `POST /api/approval-links/preview`: the trip a link is about, and which decision it carries. */
export interface ApprovalLinkPreview {
  decision: 'approve' | 'reject';
  approverName: string | null;
  approval: ApprovalItem;
}
