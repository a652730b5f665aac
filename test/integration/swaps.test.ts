import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingList, BookingView } from '@worknest/shared/booking';
import type { ExchangeProgramme } from '@worknest/shared/credit-rules';
import type { ConversationPage, MessagePage } from '@worknest/shared/messaging';
import type { Listing } from '@worknest/shared/listing';
import type { SwapList, SwapView } from '@worknest/shared/swap-rules';
import { formatStayDate } from '@worknest/shared/booking-rules';
import { blockedFor, shiftClock, stay, type ErrorBody } from './booking-support';
import { uploadPhoto, validListing } from './listings-support';
import { runJob } from './support/jobs';
import { newCompany, signedInMember, signInAgain, type SignedInMember } from './support/members';

/*
 * Issue 37, home swaps through the local gateway and DynamoDB Local: propose, counter, accept
 * (both stays in one transaction; two accepts over the same nights: one wins, the other 409 with
 * nothing written), decline, withdraw, the 7-day expiry, cancelling one half, company scope and
 * bad input.
 */

const PROGRAMME: ExchangeProgramme = { creditsEnabled: true, starterCredits: 2, nightCost: { whole_apartment: 1, room: 1 }, swapsEnabled: true };

interface Swapper {
  member: SignedInMember;
  listing: Listing;
}

async function swapper(domain: string, name: string): Promise<Swapper> {
  const member = await signedInMember(domain, 'employee', name);
  const images = [await uploadPhoto(member), await uploadPhoto(member)];
  let created = await member.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1 });
  if (created.status >= 500) created = await member.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1 });
  expect(created.status, created.text).toBe(201);
  return { member, listing: created.body };
}

async function swapCompany(programme: ExchangeProgramme | null = PROGRAMME): Promise<string> {
  const domain = await newCompany('Swap Co');
  if (programme) {
    const hr = await signedInMember(domain, 'hr', 'Hanna');
    expect((await hr.client.put('/api/hr/exchange-programme', programme)).status).toBe(200);
  }
  return domain;
}

function propose(from: Swapper, to: Swapper, myStay: { checkIn: string; checkOut: string }, theirStay: { checkIn: string; checkOut: string }, extra: Record<string, unknown> = {}) {
  return from.member.client.post<SwapView & ErrorBody>('/api/swaps', {
    myListingId: from.listing.id,
    theirListingId: to.listing.id,
    myStay: { ...myStay, numberOfGuests: 1 },
    theirStay: { ...theirStay, numberOfGuests: 1 },
    message: 'Fancy a week by the canal?',
    ...extra,
  });
}

async function swapsOf(member: SignedInMember): Promise<SwapList> {
  const answer = await member.client.get<SwapList>('/api/swaps');
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function tripsOf(member: SignedInMember): Promise<BookingView[]> {
  return (await member.client.get<BookingList>('/api/bookings')).body.bookings;
}

afterEach(async () => {
  await shiftClock(0);
});

/** Every line of the conversations between `reader` and `other`, as `reader` reads them. */
async function linesBetween(reader: SignedInMember, other: SignedInMember): Promise<string[]> {
  return (await messagesBetween(reader, other)).map((message) => message.content);
}

async function messagesBetween(reader: SignedInMember, other: SignedInMember): Promise<MessagePage['items']> {
  const conversations = await reader.client.get<ConversationPage>('/api/conversations');
  expect(conversations.status, conversations.text).toBe(200);
  const withOther = conversations.body.items.filter((conversation) => conversation.otherParticipant.id === other.id);
  expect(withOther.length).toBeGreaterThan(0);
  const lines: MessagePage['items'] = [];
  for (const conversation of withOther) {
    const messages = await reader.client.get<MessagePage>(`/api/conversations/${conversation.id}/messages`);
    expect(messages.status, messages.text).toBe(200);
    lines.push(...messages.body.items);
  }
  return lines;
}

/** "12 Mar 2027 – 15 Mar 2027" as the lines write a stay. */
const datesOf = (dates: { checkIn: string; checkOut: string }) => `${formatStayDate(dates.checkIn)} – ${formatStayDate(dates.checkOut)}`;

/** After a test moved the clock, the members sign in again (their sessions were issued in the "future"). */
async function freshSessions(...members: Swapper[]): Promise<void> {
  await signInAgain(...members.map((one) => one.member));
}

describe('swaps between colleagues', () => {
  let domain: string;
  let alex: Swapper;
  let sam: Swapper;
  let chris: Swapper;
  beforeAll(async () => {
    domain = await swapCompany();
    [alex, sam, chris] = await Promise.all([swapper(domain, 'Alex'), swapper(domain, 'Sam'), swapper(domain, 'Chris')]);
  }, 240_000);

  it('proposes, counters and accepts: both stays are confirmed and both members see them', async () => {
    const proposed = await propose(alex, sam, stay(30, 3), stay(30, 3));
    expect(proposed.status, proposed.text).toBe(201);
    expect(proposed.body).toMatchObject({ status: 'proposed', role: 'proposer', awaiting: 'them', message: 'Fancy a week by the canal?' });
    const samsList = await swapsOf(sam.member);
    expect(samsList.in.map((swap) => swap.id)).toContain(proposed.body.id);
    expect((await swapsOf(alex.member)).out.map((swap) => swap.id)).toContain(proposed.body.id);

    // Sam proposes other dates for Alex's stay at Sam's; back to Alex, who alone may answer now.
    const countered = await sam.member.client.post<SwapView>(`/api/swaps/${proposed.body.id}/counter`, { theirStay: { ...stay(40, 3), numberOfGuests: 1 } });
    expect(countered.status, countered.text).toBe(200);
    expect(countered.body).toMatchObject({ status: 'countered', awaiting: 'them', theirStay: { ...stay(40, 3), numberOfGuests: 1 } });
    expect((await sam.member.client.post(`/api/swaps/${proposed.body.id}/accept`)).status).toBe(403);

    const accepted = await alex.member.client.post<SwapView>(`/api/swaps/${proposed.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', awaiting: null });
    const alexStay = (await tripsOf(alex.member)).find((trip) => trip.id === accepted.body.proposerBookingId);
    const samStay = (await tripsOf(sam.member)).find((trip) => trip.id === accepted.body.recipientBookingId);
    expect(alexStay).toMatchObject({ status: 'confirmed', payer: 'swap', swapId: proposed.body.id, listingId: sam.listing.id, checkIn: stay(40, 3).checkIn, totalAmount: 0 });
    expect(samStay).toMatchObject({ status: 'confirmed', payer: 'swap', swapId: proposed.body.id, listingId: alex.listing.id, checkIn: stay(30, 3).checkIn });
    expect(await blockedFor(sam.member, sam.listing.id)).toEqual(expect.arrayContaining([stay(40, 3).checkIn]));
    expect(await blockedFor(alex.member, alex.listing.id)).toEqual(expect.arrayContaining([stay(30, 3).checkIn]));
    expect((await swapsOf(sam.member)).decided.map((swap) => swap.id)).toContain(proposed.body.id);

    // The proposal with its message, the counter and the acceptance are lines in Alex and Sam's
    // conversation, each with the stays as its speaker sees them ("my stay" is the speaker's own).
    const lines = await linesBetween(sam.member, alex.member);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^I proposed a home swap: [\s\S]*Fancy a week by the canal\?$/),
        `I proposed new dates for the home swap: my stay ${datesOf(stay(30, 3))} at your home, your stay ${datesOf(stay(40, 3))} at mine.`,
        `I accepted the home swap: my stay ${datesOf(stay(40, 3))} at your home, your stay ${datesOf(stay(30, 3))} at mine.`,
      ]),
    );
    // Issue 40 (ADR 0187): each line's code, and its values from the speaker's side like its English.
    const coded = (await messagesBetween(sam.member, alex.member)).filter((message) => message.kind === 'system');
    const valuesOf = (mine: { checkIn: string; checkOut: string }, yours: { checkIn: string; checkOut: string }) => ({
      myCheckIn: mine.checkIn,
      myCheckOut: mine.checkOut,
      yourCheckIn: yours.checkIn,
      yourCheckOut: yours.checkOut,
    });
    expect(coded.find((message) => message.code === 'swap_proposed')?.values).toMatchObject({ note: 'Fancy a week by the canal?' });
    expect(coded.find((message) => message.code === 'swap_new_dates')?.values).toEqual(valuesOf(stay(30, 3), stay(40, 3)));
    expect(coded.find((message) => message.code === 'swap_accepted')?.values).toEqual(valuesOf(stay(40, 3), stay(30, 3)));
  }, 120_000);

  it('two swaps accepted at once over the same nights: one wins, the other 409, and nothing of it is written', async () => {
    const nights = stay(60, 2);
    const fromAlex = await propose(alex, sam, stay(70, 2), nights);
    const fromChris = await propose(chris, sam, stay(80, 2), nights);
    expect([fromAlex.status, fromChris.status]).toEqual([201, 201]);
    const answers = await Promise.all([fromAlex, fromChris].map((swap) => sam.member.client.post<SwapView & ErrorBody>(`/api/swaps/${swap.body.id}/accept`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toBe('One of the homes was booked for these dates meanwhile');
    const lostSwap = answers[0]!.status === 409 ? fromAlex.body : fromChris.body;
    const lostHome = answers[0]!.status === 409 ? alex.listing : chris.listing;
    const lostOwner = answers[0]!.status === 409 ? alex.member : chris.member;
    // No half: Sam's stay at the losing proposer's home was not written, and its nights are free.
    expect(await blockedFor(lostOwner, lostHome.id)).not.toContain(lostSwap.myStay.checkIn);
    expect((await tripsOf(sam.member)).filter((trip) => trip.swapId === lostSwap.id)).toEqual([]);
    expect((await tripsOf(lostOwner)).filter((trip) => trip.swapId === lostSwap.id)).toEqual([]);
    expect((await swapsOf(sam.member)).in.find((swap) => swap.id === lostSwap.id)).toMatchObject({ status: 'proposed' });
  }, 120_000);

  it('accepting a swap whose nights another accepted swap took meanwhile answers 409, not 400', async () => {
    const nights = stay(90, 2);
    const first = await propose(alex, sam, stay(92, 2), nights);
    const second = await propose(chris, sam, stay(94, 2), nights);
    expect([first.status, second.status]).toEqual([201, 201]);
    const won = await sam.member.client.post<SwapView>(`/api/swaps/${first.body.id}/accept`);
    expect(won.status, won.text).toBe(200);
    // The second accept finds the nights taken when it checks them (the race above can meet either check).
    const late = await sam.member.client.post<ErrorBody>(`/api/swaps/${second.body.id}/accept`);
    expect(late.status, late.text).toBe(409);
    expect(late.body.message).toBe('One of the homes was booked for these dates meanwhile');
    expect((await swapsOf(sam.member)).in.find((swap) => swap.id === second.body.id)).toMatchObject({ status: 'proposed' });
  }, 120_000);

  it('declines, and lets only the proposer withdraw', async () => {
    const toDecline = await propose(alex, chris, stay(100, 1), stay(100, 1));
    const declined = await chris.member.client.post<SwapView>(`/api/swaps/${toDecline.body.id}/decline`);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect((await chris.member.client.post(`/api/swaps/${toDecline.body.id}/accept`)).status).toBe(409);

    const toWithdraw = await propose(alex, chris, stay(110, 1), stay(110, 1));
    expect((await chris.member.client.post(`/api/swaps/${toWithdraw.body.id}/withdraw`)).status).toBe(403);
    const withdrawn = await alex.member.client.post<SwapView>(`/api/swaps/${toWithdraw.body.id}/withdraw`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
  }, 60_000);

  it('expires a proposal not answered within 7 days', async () => {
    const proposed = await propose(chris, alex, stay(120, 1), stay(120, 1));
    expect(proposed.status, proposed.text).toBe(201);
    await shiftClock(6 * 86_400_000);
    // Sessions end after days of idleness; sign in again on the moved clock.
    await signInAgain(alex.member);
    await runJob('expire-swaps');
    expect((await swapsOf(alex.member)).in.find((swap) => swap.id === proposed.body.id)).toMatchObject({ status: 'proposed' });
    await shiftClock(7 * 86_400_000 + 60_000);
    await signInAgain(alex.member);
    await runJob('expire-swaps');
    expect((await swapsOf(alex.member)).decided.find((swap) => swap.id === proposed.body.id)).toMatchObject({ status: 'expired' });
    expect((await alex.member.client.post(`/api/swaps/${proposed.body.id}/accept`)).status).toBe(409);
    // Both members read it in their conversation, said by Chris, whose proposal went unanswered.
    expect(await linesBetween(alex.member, chris.member)).toContain(
      `The home swap expired after 7 days without an answer: my stay ${datesOf(stay(120, 1))} at your home, your stay ${datesOf(stay(120, 1))} at mine.`,
    );
  }, 60_000);

  it('cancelling one half tells the other member, who may keep or cancel theirs', async () => {
    await freshSessions(alex, chris);
    const proposed = await propose(chris, alex, stay(130, 2), stay(130, 2));
    const accepted = await alex.member.client.post<SwapView>(`/api/swaps/${proposed.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const cancelled = await chris.member.client.post<{ booking: BookingView }>(`/api/bookings/${accepted.body.proposerBookingId}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 0 });
    expect((await swapsOf(alex.member)).decided.find((swap) => swap.id === proposed.body.id)).toMatchObject({ status: 'cancelled' });
    // Alex's half stands until Alex cancels it.
    expect((await tripsOf(alex.member)).find((trip) => trip.id === accepted.body.recipientBookingId)).toMatchObject({ status: 'confirmed' });
    const second = await alex.member.client.post<{ booking: BookingView }>(`/api/bookings/${accepted.body.recipientBookingId}/cancellation`);
    expect(second.status, second.text).toBe(200);
  }, 60_000);

  it('refuses my own home, another company’s, a company without swaps, and bad input', async () => {
    await freshSessions(alex, sam, chris);
    const own = await alex.member.client.post<ErrorBody>('/api/swaps', {
      myListingId: alex.listing.id,
      theirListingId: alex.listing.id,
      myStay: { ...stay(140, 1), numberOfGuests: 1 },
      theirStay: { ...stay(140, 1), numberOfGuests: 1 },
    });
    expect(own.status, own.text).toBe(400);
    expect(own.body.message).toBe('Choose a colleague’s home: this one is yours');

    const elsewhere = await swapper(await swapCompany(), 'Other');
    expect((await propose(alex, elsewhere, stay(140, 1), stay(140, 1))).status).toBe(404);
    expect((await elsewhere.member.client.post(`/api/swaps/${(await propose(chris, alex, stay(150, 1), stay(150, 1))).body.id}/accept`)).status).toBe(404);

    const offDomain = await swapCompany(null);
    const [offA, offB] = await Promise.all([swapper(offDomain, 'OffA'), swapper(offDomain, 'OffB')]);
    expect((await propose(offA, offB, stay(140, 1), stay(140, 1))).status).toBe(409);

    for (const body of [{}, { myListingId: alex.listing.id, theirListingId: sam.listing.id, myStay: 'soon', theirStay: { ...stay(140, 1), numberOfGuests: 1 } }, { myListingId: alex.listing.id, theirListingId: sam.listing.id, myStay: { ...stay(140, 1), numberOfGuests: 0 }, theirStay: { ...stay(140, 1), numberOfGuests: 1 } }]) {
      expect((await alex.member.client.post('/api/swaps', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await alex.member.client.post('/api/swaps/not-a-swap/accept')).status).toBe(400);
    expect((await alex.member.client.post(`/api/swaps/${crypto.randomUUID()}/accept`)).status).toBe(404);
    expect((await sam.member.client.post(`/api/swaps/${crypto.randomUUID()}/counter`, { myStay: 'x' })).status).toBe(400);
  }, 240_000);

  it('answers 401 without a session', async () => {
    const member = await signedInMember(domain, 'employee', 'Out');
    await member.client.post('/api/auth/logout');
    expect((await member.client.get('/api/swaps')).status).toBe(401);
    expect((await member.client.post('/api/swaps', {})).status).toBe(401);
  }, 30_000);
});
