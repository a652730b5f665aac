import { randomUUID } from 'node:crypto';
import { countNights } from '@worknest/shared/booking-rules';
import { swapExpiredLine, swapLine, type SwapStaysSaid, type SystemLine } from '@worknest/shared/system-lines';
import { SWAP_ANSWER_TTL_MS, SWAP_MAX_NIGHTS, SWAP_MESSAGES, swapIsOpen, type SwapList, type SwapListingSummary, type SwapStatus, type SwapStay, type SwapView } from '@worknest/shared/swap-rules';
import { ACCEPTS_MESSAGES, listingTakes } from '@worknest/shared/credit-rules';
import { logger } from '../../logging/logger';
import { getBooking } from '../../store/bookings';
import { nowMs as clockNow } from '../../clock';
import { getExchangeProgramme } from '../../store/credits';
import { getListing, type ListingRecord } from '../../store/listings';
import { acceptSwapItems, closeOpenSwap, counterSwapDates, getSwap, listDueSwaps, listMemberSwaps, putNewSwap, type SwapRecord } from '../../store/swaps';
import { getUsers } from '../../store/users';
import { ensureAvailable } from '../bookings/ensure-available';
import { ensureBookable } from '../bookings/ensure-bookable';
import { newBookingRecord } from '../bookings/create-booking';
import { createSwapStays } from '../bookings/lifecycle';
import { confirmationMails, notifyConfirmed } from '../bookings/notify-confirmed';
import { ConflictError, InvalidInputError, NotAllowedError, NotFoundError } from '../errors';
import { LISTING_NOT_FOUND } from '../listings/find-visible-listing';
import { hostName } from '../listings/host-name';
import type { Viewer } from '../listings/viewer';
import { postStayNotice } from '../messaging/post-stay-notice';

/**
 * Issue 37: home swaps between colleagues (ADR 0142). A swap is two stays: the proposer at the
 * other member's home (`theirStay` at `theirListingId`) and the other member at the proposer's
 * (`myStay` at `myListingId`). Each half is checked as any booking is (ensureBookable and
 * ensureAvailable, as the member who will stay there). On accept, both bookings (`payer: swap`,
 * `swapId`) are written confirmed with both sets of nights and the swap's own change in ONE
 * transaction (lifecycle `swap-accepted`): both or neither, 409 when either home was taken.
 */

export interface ProposeSwapInput {
  myListingId: string;
  theirListingId: string;
  myStay: SwapStay;
  theirStay: SwapStay;
  message?: string | null;
}

const asMember = (userId: string, companyDomain: string): Viewer => ({ userId, companyDomain, role: 'employee' });

async function swapsRunning(domain: string): Promise<void> {
  const programme = await getExchangeProgramme(domain);
  if (!programme.swapsEnabled) throw new ConflictError(SWAP_MESSAGES.notEnabled, 'swaps_not_enabled');
}

function checkLength(stay: SwapStay, path: string): void {
  if (countNights(stay.checkIn, stay.checkOut) > SWAP_MAX_NIGHTS) throw new InvalidInputError(SWAP_MESSAGES.tooLong, [{ path, message: SWAP_MESSAGES.tooLong }], 'validation_failed');
}

/** Both halves, checked as bookings: the proposer at the other home, the other member at the proposer's. */
async function checkHalves(swap: Pick<SwapRecord, 'proposerId' | 'recipientId' | 'companyDomain' | 'myListingId' | 'theirListingId' | 'myStay' | 'theirStay'>, nowMs: number) {
  checkLength(swap.theirStay, 'theirStay');
  checkLength(swap.myStay, 'myStay');
  const theirListing = await ensureBookable(swap.theirListingId, asMember(swap.proposerId, swap.companyDomain));
  const myListing = await ensureBookable(swap.myListingId, asMember(swap.recipientId, swap.companyDomain));
  // Issue 37 (ADR 0161): both homes must accept swaps (the host's list; none stored: the default, yes).
  if (!listingTakes(theirListing.accepts, 'swap') || !listingTakes(myListing.accepts, 'swap')) throw new ConflictError(ACCEPTS_MESSAGES.refusesSwap, 'swap_not_accepted');
  await ensureAvailable(theirListing, swap.theirStay, swap.proposerId, nowMs);
  await ensureAvailable(myListing, swap.myStay, swap.recipientId, nowMs);
  return { theirListing, myListing };
}

/** `POST /api/swaps`. */
export async function proposeSwap(viewer: Viewer, input: ProposeSwapInput): Promise<SwapView> {
  await swapsRunning(viewer.companyDomain);
  const theirListing = await getListing(input.theirListingId);
  if (!theirListing || theirListing.companyDomain !== viewer.companyDomain || !theirListing.isActive) throw new NotFoundError(LISTING_NOT_FOUND);
  if (theirListing.userId === viewer.userId) throw new InvalidInputError(SWAP_MESSAGES.ownListing, [{ path: 'theirListingId', message: SWAP_MESSAGES.ownListing }], 'validation_failed');
  const myListing = await getListing(input.myListingId);
  if (!myListing || myListing.userId !== viewer.userId) throw new InvalidInputError(SWAP_MESSAGES.notMyListing, [{ path: 'myListingId', message: SWAP_MESSAGES.notMyListing }], 'validation_failed');
  const now = clockNow();
  const iso = new Date(now).toISOString();
  const swap: SwapRecord = {
    id: randomUUID(),
    companyDomain: viewer.companyDomain,
    proposerId: viewer.userId,
    recipientId: theirListing.userId,
    myListingId: myListing.id,
    theirListingId: theirListing.id,
    myStay: input.myStay,
    theirStay: input.theirStay,
    message: input.message?.trim() ? input.message.trim() : null,
    status: 'proposed',
    awaitingId: theirListing.userId,
    expiresAtMs: now + SWAP_ANSWER_TTL_MS,
    proposerBookingId: null,
    recipientBookingId: null,
    createdAt: iso,
    updatedAt: iso,
  };
  await checkHalves(swap, now);
  await putNewSwap(swap);
  logger.info('swap proposed', { swapId: swap.id, proposerId: swap.proposerId, recipientId: swap.recipientId });
  await tellOther(swap, viewer.userId, swapLine('proposed', staysSaidBy(viewer.userId, swap), swap.message ?? undefined));
  return (await viewOf(swap, viewer.userId, new Map([[myListing.id, myListing], [theirListing.id, theirListing]])))!;
}

/** The swap a member is part of; anyone else (another company, a colleague) gets 404. */
async function swapOf(viewer: Viewer, swapId: string): Promise<SwapRecord> {
  const swap = await getSwap(swapId);
  if (!swap || (swap.proposerId !== viewer.userId && swap.recipientId !== viewer.userId)) throw new NotFoundError(SWAP_MESSAGES.swapNotFound);
  return swap;
}

function mustAnswer(swap: SwapRecord, viewer: Viewer, nowMs: number): void {
  if (!swapIsOpen(swap.status) || (swap.expiresAtMs ?? 0) <= nowMs) throw new ConflictError(SWAP_MESSAGES.notOpen, 'swap_closed');
  if (swap.awaitingId !== viewer.userId) throw new NotAllowedError(SWAP_MESSAGES.notYourTurn, 'swap_not_your_turn');
}

/** `POST /api/swaps/{id}/accept`: both stays at once, or 409. */
export async function acceptSwap(viewer: Viewer, swapId: string): Promise<SwapView> {
  const swap = await swapOf(viewer, swapId);
  const now = clockNow();
  mustAnswer(swap, viewer, now);
  const { theirListing, myListing } = await checkHalves(swap, now).catch((error: unknown) => {
    // Both stays were valid when proposed: what fails now changed meanwhile (another stay, maybe a
    // swap accepted a moment ago, took the nights; the host changed the home's rules): a conflict.
    if (!(error instanceof InvalidInputError)) throw error;
    if (error.issues?.some((issue) => issue.path === 'checkIn')) throw new ConflictError(SWAP_MESSAGES.datesTaken, 'dates_unavailable');
    throw new ConflictError(error.message, 'swap_no_longer_possible');
  });
  // The proposer's stay at the other home, and the other member's stay at the proposer's.
  const proposerStay = newBookingRecord(theirListing, swap.proposerId, { listingId: theirListing.id, ...swap.theirStay }, now, undefined, undefined, { payer: 'swap', swapId: swap.id });
  const recipientStay = newBookingRecord(myListing, swap.recipientId, { listingId: myListing.id, ...swap.myStay }, now, undefined, undefined, { payer: 'swap', swapId: swap.id });
  const iso = new Date(now).toISOString();
  const outcome = await createSwapStays([proposerStay, recipientStay], now, [
    ...confirmationMails(proposerStay.id, now),
    ...confirmationMails(recipientStay.id, now),
    ...acceptSwapItems(swap, { proposer: proposerStay.id, recipient: recipientStay.id }, iso),
  ]);
  if (outcome === 'nights-taken') throw new ConflictError(SWAP_MESSAGES.datesTaken, 'dates_unavailable');
  if (outcome === 'swap-moved') throw new ConflictError(SWAP_MESSAGES.notOpen, 'swap_closed');
  logger.info('swap accepted', { swapId: swap.id, proposerBookingId: proposerStay.id, recipientBookingId: recipientStay.id });
  // Issue 37: every decision about a swap is a line in the two members' conversation.
  await tellOther(swap, viewer.userId, swapLine('accepted', staysSaidBy(viewer.userId, swap)));
  for (const id of [proposerStay.id, recipientStay.id]) {
    const booking = await getBooking(id);
    if (booking) await notifyConfirmed(booking);
  }
  return viewAfter(swap.id, viewer);
}

/** `POST /api/swaps/{id}/decline`. */
export async function declineSwap(viewer: Viewer, swapId: string): Promise<SwapView> {
  const swap = await swapOf(viewer, swapId);
  mustAnswer(swap, viewer, clockNow());
  if (!(await closeOpenSwap(swap, 'declined', new Date(clockNow()).toISOString()))) throw new ConflictError(SWAP_MESSAGES.notOpen, 'swap_closed');
  await tellOther(swap, viewer.userId, swapLine('declined', staysSaidBy(viewer.userId, swap)));
  return viewAfter(swap.id, viewer);
}

/** `POST /api/swaps/{id}/withdraw`: only the proposer, while it is open. */
export async function withdrawSwap(viewer: Viewer, swapId: string): Promise<SwapView> {
  const swap = await swapOf(viewer, swapId);
  if (swap.proposerId !== viewer.userId) throw new NotAllowedError(SWAP_MESSAGES.onlyProposerWithdraws, 'swap_not_proposer');
  if (!swapIsOpen(swap.status)) throw new ConflictError(SWAP_MESSAGES.notOpen, 'swap_closed');
  if (!(await closeOpenSwap(swap, 'withdrawn', new Date(clockNow()).toISOString()))) throw new ConflictError(SWAP_MESSAGES.notOpen, 'swap_closed');
  await tellOther(swap, viewer.userId, swapLine('withdrawn', staysSaidBy(viewer.userId, swap)));
  return viewAfter(swap.id, viewer);
}

/** `POST /api/swaps/{id}/counter {myStay?, theirStay?}`: new dates, back to the other member, with a new 7 days. */
export async function counterSwap(viewer: Viewer, swapId: string, change: { myStay?: SwapStay; theirStay?: SwapStay }): Promise<SwapView> {
  const swap = await swapOf(viewer, swapId);
  const now = clockNow();
  mustAnswer(swap, viewer, now);
  if (!change.myStay && !change.theirStay) throw new InvalidInputError(SWAP_MESSAGES.counterEmpty, [{ path: 'myStay', message: SWAP_MESSAGES.counterEmpty }], 'validation_failed');
  const next = { ...swap, myStay: change.myStay ?? swap.myStay, theirStay: change.theirStay ?? swap.theirStay };
  await checkHalves(next, now);
  const other = viewer.userId === swap.proposerId ? swap.recipientId : swap.proposerId;
  const moved = await counterSwapDates(swap, { myStay: next.myStay, theirStay: next.theirStay, awaitingId: other, expiresAtMs: now + SWAP_ANSWER_TTL_MS, nowIso: new Date(now).toISOString() });
  if (!moved) throw new ConflictError(SWAP_MESSAGES.notOpen, 'swap_closed');
  await tellOther(next, viewer.userId, swapLine('new_dates', staysSaidBy(viewer.userId, next)));
  return viewAfter(swap.id, viewer);
}

/** `GET /api/swaps`: mine, waiting for me (in), waiting for the other member (out), and decided. */
export async function listSwaps(viewer: Viewer): Promise<SwapList> {
  const swaps = await listMemberSwaps(viewer.userId);
  const listingIds = [...new Set(swaps.flatMap((swap) => [swap.myListingId, swap.theirListingId]))];
  const listings = new Map((await Promise.all(listingIds.map((id) => getListing(id)))).filter((listing): listing is ListingRecord => listing !== null).map((listing) => [listing.id, listing]));
  const views = (await Promise.all(swaps.map((swap) => viewOf(swap, viewer.userId, listings)))).filter((view): view is SwapView => view !== null);
  return {
    in: views.filter((view) => view.awaiting === 'me'),
    out: views.filter((view) => view.awaiting === 'them'),
    decided: views.filter((view) => view.awaiting === null),
  };
}

/** The expiry job: open swaps not answered within 7 days expire. */
export async function expireDueSwaps(nowMs: number): Promise<{ expired: number; skipped: number }> {
  const summary = { expired: 0, skipped: 0 };
  for (const due of await listDueSwaps(nowMs)) {
    const swap = await getSwap(due.swapId);
    if (swap && swapIsOpen(swap.status) && swap.expiresAtMs === due.expiresAtMs && (await closeOpenSwap(swap, 'expired', new Date(nowMs).toISOString()))) {
      summary.expired++;
      // Said by the member whose offer went unanswered (the proposer, or the one who countered last).
      const offeredBy = swap.awaitingId === swap.proposerId ? swap.recipientId : swap.proposerId;
      await tellOther(swap, offeredBy, swapExpiredLine(staysSaidBy(offeredBy, swap)));
    } else summary.skipped++;
  }
  if (summary.expired > 0) logger.info('swaps expired', summary);
  return summary;
}

/**
 * The two stays as the speaker sees them: `theirStay` is the proposer's stay at the recipient's home,
 * `myStay` the recipient's at the proposer's, so "my stay … at your home" is `theirStay` when the
 * proposer speaks and `myStay` when the recipient does.
 */
function staysSaidBy(speakerId: string, swap: Pick<SwapRecord, 'proposerId' | 'myStay' | 'theirStay'>): SwapStaysSaid {
  const [mine, yours] = speakerId === swap.proposerId ? [swap.theirStay, swap.myStay] : [swap.myStay, swap.theirStay];
  return { mine, yours };
}

/** A line in the two members' conversation (about the proposer's stay at the other home); logged, never thrown. */
async function tellOther(swap: Pick<SwapRecord, 'proposerId' | 'recipientId' | 'theirListingId'>, fromId: string, line: SystemLine): Promise<void> {
  try {
    await postStayNotice({ guestId: swap.proposerId, hostId: swap.recipientId, listingId: swap.theirListingId }, fromId, line);
  } catch (error) {
    logger.error('could not post a swap line in the conversation', { error: error as Error });
  }
}

async function viewAfter(swapId: string, viewer: Viewer): Promise<SwapView> {
  const swap = await getSwap(swapId);
  return (await viewOf(swap!, viewer.userId, new Map()))!;
}

function summary(listing: ListingRecord | undefined, host: Parameters<typeof hostName>[0]): SwapListingSummary | null {
  if (!listing) return null;
  return { id: listing.id, title: listing.title, city: listing.city, image: listing.images[0] ?? null, hostName: hostName(host) };
}

async function viewOf(swap: SwapRecord, viewerId: string, listings: Map<string, ListingRecord>): Promise<SwapView | null> {
  for (const id of [swap.myListingId, swap.theirListingId]) {
    if (!listings.has(id)) {
      const listing = await getListing(id);
      if (listing) listings.set(id, listing);
    }
  }
  const people = await getUsers([swap.proposerId, swap.recipientId]);
  const open = swapIsOpen(swap.status);
  return {
    id: swap.id,
    status: await statusOf(swap),
    role: swap.proposerId === viewerId ? 'proposer' : 'recipient',
    awaiting: open ? (swap.awaitingId === viewerId ? 'me' : 'them') : null,
    proposerId: swap.proposerId,
    recipientId: swap.recipientId,
    myListingId: swap.myListingId,
    theirListingId: swap.theirListingId,
    myStay: swap.myStay,
    theirStay: swap.theirStay,
    proposerListing: summary(listings.get(swap.myListingId), people.get(swap.proposerId) ?? null),
    recipientListing: summary(listings.get(swap.theirListingId), people.get(swap.recipientId) ?? null),
    message: swap.message,
    expiresAt: open && swap.expiresAtMs ? new Date(swap.expiresAtMs).toISOString() : null,
    proposerBookingId: swap.proposerBookingId,
    recipientBookingId: swap.recipientBookingId,
    createdAt: swap.createdAt,
    updatedAt: swap.updatedAt,
  };
}

/** An accepted swap one of whose stays was cancelled reads as `cancelled` (the cancellation itself touches no swap item). */
async function statusOf(swap: SwapRecord): Promise<SwapStatus> {
  if (swap.status !== 'accepted') return swap.status;
  const halves = await Promise.all([swap.proposerBookingId, swap.recipientBookingId].map((id) => (id ? getBooking(id) : null)));
  return halves.some((booking) => booking?.cancelledAt) ? 'cancelled' : 'accepted';
}
