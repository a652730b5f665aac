/**
 * Issue 37: home swaps between colleagues (ADR 0142). Plain values without zod, for the swap
 * functions and the web app's /app/swaps.
 *
 * Who is who: the proposer sends `myListingId` (their home) and `theirListingId` (the other
 * member's home); `theirStay` is the proposer's stay at the other home, `myStay` the other
 * member's stay at the proposer's home. The same dates or different ones.
 */

export const SWAP_STATUSES = ['proposed', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** A proposal (or a counter) not answered within 7 days expires. */
export const SWAP_ANSWER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SWAP_MESSAGE_MAX_LENGTH = 1000;
/** Both halves and their nights are written in one transaction (at most 100 items): each half at most 30 nights. */
export const SWAP_MAX_NIGHTS = 30;

export interface SwapStay {
  checkIn: string;
  checkOut: string;
  numberOfGuests: number;
}

export interface SwapListingSummary {
  id: string;
  title: string;
  city: string | null;
  image: string | null;
  hostName: string;
}

/** A swap as either member sees it. */
export interface SwapView {
  id: string;
  status: SwapStatus;
  /** The caller's part: they proposed it, or it was proposed to them. */
  role: 'proposer' | 'recipient';
  /** Whose answer the swap waits for (null once decided). */
  awaiting: 'me' | 'them' | null;
  proposerId: string;
  recipientId: string;
  /** As the proposer sent it (or the last counter changed it). */
  myListingId: string;
  theirListingId: string;
  myStay: SwapStay;
  theirStay: SwapStay;
  /** The proposer's home and the other member's home. */
  proposerListing: SwapListingSummary | null;
  recipientListing: SwapListingSummary | null;
  message: string | null;
  expiresAt: string | null;
  /** The two stays once accepted: the proposer's (at the other home) and the other member's. */
  proposerBookingId: string | null;
  recipientBookingId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/swaps`: waiting for me, waiting for them, decided. */
export interface SwapList {
  in: SwapView[];
  out: SwapView[];
  decided: SwapView[];
}

export const SWAP_MESSAGES = {
  notEnabled: 'Your company does not run home swaps',
  ownListing: 'Choose a colleague’s home: this one is yours',
  notMyListing: 'Choose one of your own homes to offer',
  swapNotFound: 'Swap not found',
  notYourTurn: 'This swap is waiting for the other member’s answer',
  notOpen: 'This swap has been answered already',
  onlyProposerWithdraws: 'Only the member who proposed a swap can withdraw it',
  tooLong: `Each half of a swap is at most ${SWAP_MAX_NIGHTS} nights`,
  message: `A message is at most ${SWAP_MESSAGE_MAX_LENGTH} characters`,
  counterEmpty: 'Please change the dates of at least one stay',
  datesTaken: 'One of the homes was booked for these dates meanwhile',
  stay: 'Please give check-in, check-out and the number of guests of both stays',
} as const;

/** Whether a swap still waits for an answer. */
export function swapIsOpen(status: SwapStatus): boolean {
  return status === 'proposed' || status === 'countered';
}

export const swapStatusLabels: Record<SwapStatus, string> = {
  proposed: 'Proposed',
  countered: 'New dates proposed',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
