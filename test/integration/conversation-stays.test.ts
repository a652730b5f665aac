import { describe, expect, it } from 'vitest';
import type { ConversationPage, MessagePage } from '@worknest/shared/messaging';
import { hostWithListing, newGuest, stay } from './booking-support';
import type { ErrorBody } from './listings-support';
import { useLocalStore } from './support/members';

/*
 * Issue 29, item 13: the conversation list says which line is the app's own (a system note is no
 * "You: …"), each row names the other member and the listing, and the thread's first page carries
 * the stay it is about (listing, dates, status, where its card is) for either participant; nobody
 * else reads it, and older pages do not read it again.
 */
describe('a conversation about a stay', () => {
  it('lists a system note as such and puts the stay on the thread for guest and host only', async () => {
    const place = await hostWithListing({ minNights: 1, cancellationPolicy: 'flexible', timeZone: 'UTC' });
    const guest = await newGuest();
    await useLocalStore();
    // The stay and its conversation are arranged through the store and domain code (the booking
    // journey has its own tests): a paid stay, the conversation a confirmation opens, and the
    // kind of line the app writes into it when a stay changes.
    const { getListing } = await import('@worknest/functions/store/listings');
    const { seedPaidStay } = await import('@worknest/scripts/seed/bookings-seed');
    const { startConversation } = await import('@worknest/functions/domain/messaging/start-conversation');
    const { appendMessage } = await import('@worknest/functions/store/messages');
    const dates = stay(30, 3);
    const booking = await seedPaidStay((await getListing(place.listing.id))!, guest.id, { ...dates, numberOfGuests: 1 }, Date.now());
    const { conversation } = await startConversation({ guestId: guest.id, hostId: place.host.id, listingId: place.listing.id });

    const list = await guest.client.get<ConversationPage>('/api/conversations');
    expect(list.status, list.text).toBe(200);
    const row = list.body.items.find((item) => item.id === conversation.id);
    expect(row, JSON.stringify(list.body.items)).toBeDefined();
    expect(row!.otherParticipant.name).toMatch(/^Host/);
    expect(row!.listingTitle).toBe(place.listing.title);

    const note = `Stay ${dates.checkIn} to ${dates.checkOut} cancelled by the guest.`;
    await appendMessage({ ...conversation, lastMessageAt: null }, guest.id, note, note, 'system');

    for (const [member, side, path] of [
      [guest, 'guest', `/app/bookings#stay-${booking.id}`],
      [place.host, 'host', `/app/profile#stay-${booking.id}`],
    ] as const) {
      const conversations = await member.client.get<ConversationPage>('/api/conversations');
      const entry = conversations.body.items.find((item) => item.id === row!.id)!;
      // The note is the last message, marked as the app's (whoever it was sent as).
      expect(entry.lastMessage?.preview).toBe(note);
      expect(entry.lastMessage?.kind).toBe('system');

      const thread = await member.client.get<MessagePage>(`/api/conversations/${row!.id}/messages`);
      expect(thread.status, thread.text).toBe(200);
      expect(thread.body.stay).toEqual({
        bookingId: booking.id,
        listingTitle: place.listing.title,
        checkIn: dates.checkIn,
        checkOut: dates.checkOut,
        nights: 3,
        numberOfGuests: 1,
        status: 'confirmed',
        side,
        path,
      });
    }

    // A page of older messages does not carry it (one small page, so there is a cursor to follow).
    const guestMessage = await guest.client.post(`/api/conversations/${row!.id}/messages`, { content: 'Sorry, plans changed.' });
    expect(guestMessage.status, guestMessage.text).toBe(201);
    const first = await guest.client.get<MessagePage>(`/api/conversations/${row!.id}/messages?limit=1`);
    expect(first.body.stay?.bookingId).toBe(booking.id);
    expect(first.body.nextCursor).not.toBeNull();
    const older = await guest.client.get<MessagePage>(`/api/conversations/${row!.id}/messages?limit=1&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(older.status, older.text).toBe(200);
    expect(older.body.stay).toBeUndefined();
    // A user message is last again: no longer a note.
    const after = await guest.client.get<ConversationPage>('/api/conversations');
    expect(after.body.items.find((item) => item.id === row!.id)!.lastMessage).toMatchObject({ preview: 'Sorry, plans changed.', kind: 'user' });

    // A colleague who takes no part in it reads nothing of it (as for an unknown id).
    const colleague = await newGuest();
    const outsider = await colleague.client.get<MessagePage & ErrorBody>(`/api/conversations/${row!.id}/messages`);
    expect(outsider.status).toBe(404);
    expect(outsider.body.stay).toBeUndefined();
  }, 240_000);

  it('a conversation started from Message host, without a booking, has no stay', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const started = await guest.client.post<{ id: string }>('/api/conversations', { listingId: place.listing.id });
    expect(started.status, started.text).toBeLessThan(300);
    const thread = await guest.client.get<MessagePage>(`/api/conversations/${started.body.id}/messages`);
    expect(thread.status, thread.text).toBe(200);
    expect(thread.body.stay).toBeNull();
  }, 120_000);
});
