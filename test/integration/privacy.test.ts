import { randomInt, randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@worknest/shared/messaging';
import type { EmployeePage } from '@worknest/shared/people';
import type { MemberExport } from '@worknest/functions/domain/users/export-member-data';
import type { ConfirmBookingResponse } from '@worknest/shared/booking';
import { BOOKING_REQUEST_TTL_MS } from '@worknest/shared/cancellation';
import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import type { PayoutOnboarding } from '@worknest/shared/payouts';
import {
  confirmedStay,
  hostWithListing,
  newGuest,
  payWithCard,
  queuedReviews,
  shiftClock,
  startCheckout,
  stay,
  stripe,
  webhooks,
  type ErrorBody,
  type HostWithListing,
} from './booking-support';
import { demoCompanyMember, uploadPhoto, type Member } from './listings-support';
import { mails } from './support/inbox';
import { localS3 } from './support/local-s3';
import { localTable } from './support/local-table';
import { requestLinkToken, useLocalStore } from './support/members';
import { ApiClient } from './support/api-client';
import { runJob } from './support/jobs';

/*
 * Privacy self-service (issue 13): the export holds every kind of record of the member and
 * nothing of another member; erasure leaves no personal field of the member in any item of the
 * table and no photo of theirs in the bucket, keeps what the other side and accounting need, and
 * changes nothing when run again.
 */

const DAY_MS = 86_400_000;

type Item = Record<string, unknown>;

async function scanTable(): Promise<Item[]> {
  const { db, tableName } = localTable();
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Items that mention any of the member's identifiers anywhere (keys included), by item type. */
function itemsMentioning(items: Item[], needles: string[]): Item[] {
  return items.filter((item) => {
    const text = JSON.stringify(item).toLowerCase();
    return needles.some((needle) => text.includes(needle.toLowerCase()));
  });
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const { s3, bucket } = localS3();
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!);
}

/** Gives a member a name and phone no one else has, so their traces can be searched for. */
async function giveUniqueIdentity(member: Member): Promise<{ firstName: string; lastName: string; phone: string }> {
  await useLocalStore();
  const { updateUser } = await import('@worknest/functions/store/users');
  const tag = randomUUID().slice(0, 8);
  const identity = { firstName: `Zelda${tag}`, lastName: `Quill${tag}`, phone: `+31 6 ${tag.replace(/\D/g, '7').slice(0, 8)}` };
  await updateUser(member.id, { firstName: identity.firstName, lastName: identity.lastName });
  const patched = await member.client.patch(`/api/users/${member.id}`, { phoneNumber: identity.phone });
  expect(patched.status, patched.text).toBe(200);
  return identity;
}

interface World {
  /** The member whose data is exported and erased: host of `place`, guest at `other`. */
  subject: Member;
  identity: { firstName: string; lastName: string; phone: string };
  place: HostWithListing;
  other: HostWithListing;
  guest: Member;
  /** A second guest at `place` whose review of the subject is still blind (the subject wrote none). */
  blindGuest: Member;
  conversationId: string;
  hostedBookingId: string;
  /** The subject's Stripe Express account (enabled), kept in USER#id/PAYOUT_ACCOUNT and STRIPE_ACCOUNT#acct. */
  stripeAccountId: string;
}

/** What the host does on Stripe's page (the emulator's): open the link and press its one button. */
async function enablePayouts(member: Member): Promise<string> {
  const started = await member.client.post<PayoutOnboarding & ErrorBody>('/api/payouts/account');
  expect(started.status, started.text).toBe(200);
  expect((await fetch(started.body.onboardingUrl)).status).toBe(200);
  await fetch(started.body.onboardingUrl, { method: 'POST', redirect: 'manual' });
  await webhooks.idle();
  await useLocalStore();
  const { getPayoutAccount } = await import('@worknest/functions/store/payouts');
  const account = await getPayoutAccount(member.id);
  expect(account?.state).toBe('enabled');
  return account!.stripeAccountId;
}

/**
 * The subject hosts `guest` (a stay that is over) and stays at `other.host`'s listing (over too);
 * both sides reviewed both stays; the subject replied to the guest's (approved) review; a second
 * guest reviewed the subject's place but the subject did not review them (that review is still
 * blind); the subject and the guest exchanged messages; the subject has an upload never attached
 * to a listing, an enabled payout account, notification choices and a waitlist entry under their
 * address. Returns with the clock 6 days ahead, past the stays.
 */
async function buildWorld(): Promise<World> {
  const place = await hostWithListing({ minNights: 1 });
  const subject = place.host;
  const identity = await giveUniqueIdentity(subject);
  const other = await hostWithListing();
  const guest = await newGuest();
  const blindGuest = await newGuest();
  const stripeAccountId = await enablePayouts(subject);
  const notifications = await subject.client.patch('/api/users/me/notifications', { reminders: false });
  expect(notifications.status, notifications.text).toBe(200);
  const headers = { 'cloudfront-viewer-address': `203.0.113.${1 + randomInt(250)}:443` };
  const joined = await new ApiClient().post('/api/waitlist', { email: subject.email, role: 'employee' }, { headers });
  expect(joined.status, joined.text).toBe(200);

  const hosted = await confirmedStay(place, guest, 2, 2);
  const visited = await confirmedStay(other, subject, 2, 2);
  const blindStay = await confirmedStay(place, blindGuest, 4, 1); // over before "now" moves 6 days
  await uploadPhoto(subject); // staged, never attached

  const started = await guest.client.post<Conversation>('/api/conversations', { listingId: place.listing.id });
  expect(started.status, started.text).toBeLessThan(300);
  const conversationId = started.body.id;
  expect((await guest.client.post(`/api/conversations/${conversationId}/messages`, { content: 'Is the desk by the window?' })).status).toBe(201);
  expect((await subject.client.post(`/api/conversations/${conversationId}/messages`, { content: 'Yes, with a view of the canal.' })).status).toBe(201);

  await shiftClock(6 * DAY_MS);
  for (const [author, bookingId, comment] of [
    [guest, hosted.bookingId, 'A calm place to work from.'],
    [subject, hosted.bookingId, 'A calm place to work from.'],
    [subject, visited.bookingId, 'A calm place to work from.'],
    [other.host, visited.bookingId, 'A calm place to work from.'],
    [blindGuest, blindStay.bookingId, 'Still blind: the plant needed water.'],
  ] as const) {
    const written = await author.client.post('/api/reviews', { bookingId, rating: 4, comment });
    expect(written.status, written.text).toBe(201);
  }
  // The guest's review of the subject's place is approved and no longer blind: the subject replies.
  const admin = await demoCompanyMember('acme.test', 'admin', 'Admin');
  const guestReview = (await queuedReviews(admin)).find((review) => review.bookingId === hosted.bookingId && review.reviewType === 'guest_to_host')!;
  expect((await admin.client.post(`/api/admin/reviews/${guestReview.id}/approve`)).status).toBe(200);
  const replied = await subject.client.post(`/api/reviews/${guestReview.id}/reply`, { text: 'Thank you, come again.' });
  expect(replied.status, replied.text).toBeLessThan(300);
  return { subject, identity, place, other, guest, blindGuest, conversationId, hostedBookingId: hosted.bookingId, stripeAccountId };
}

/** A guest asks for a stay at a request-mode listing: the card is authorized, the nights held. */
async function requestStay(place: HostWithListing, guest: Member, fromDays: number): Promise<string> {
  const checkout = await startCheckout(guest, place.listing.id, stay(fromDays, 2));
  expect(checkout.status, checkout.text).toBe(200);
  expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
  const confirmed = await guest.client.post<ConfirmBookingResponse & ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  expect(['requested', 'already-requested']).toContain(confirmed.body.outcome);
  return checkout.body.bookingId;
}

afterEach(async () => {
  await shiftClock(0);
  await webhooks.idle();
});

// The world of the export and erasure tests is large (three stays, reviews, payout onboarding): minutes on a busy machine.
describe('privacy self-service', { timeout: 360_000 }, () => {
  it('exports every kind of record of the member as a JSON attachment, and nothing of another member', async () => {
    const world = await buildWorld();
    const answer = await world.subject.client.get<MemberExport>('/api/users/me/export');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="worknest-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = answer.body;

    expect(data.profile).toMatchObject({ id: world.subject.id, email: world.subject.email, firstName: world.identity.firstName, phoneNumber: world.identity.phone });
    expect(data.company).toMatchObject({ domain: 'acme.test', name: expect.any(String), role: 'employee' });
    expect(data.listings.map((listing) => listing.id)).toEqual([world.place.listing.id]);
    expect(data.listings[0]!.photoUrls).toHaveLength(2);
    expect(data.listings[0]!.photoUrls[0]).toMatch(/^https?:\/\/.+\/uploads\//);
    expect(data.bookings.asGuest).toHaveLength(1);
    expect(data.bookings.asGuest[0]).toMatchObject({ listingId: world.other.listing.id, status: 'confirmed', totalAmountCents: expect.any(Number) });
    expect(data.bookings.asHost).toHaveLength(2);
    const hosted = data.bookings.asHost.find((b) => b.id === world.hostedBookingId)!;
    expect(hosted).toMatchObject({ listingId: world.place.listing.id, status: 'confirmed', payoutStatus: 'scheduled', hostPayoutAmountCents: expect.any(Number) });
    // The three confirmed stays opened a conversation each; the guest's question went to the first.
    expect(data.conversations).toHaveLength(3);
    expect(data.conversations.map((c) => c.with).sort()).toEqual(['Guest Tester', 'Guest Tester', 'Host Tester']);
    expect(data.conversations.find((c) => c.id === world.conversationId)!.messages.map((m) => [m.sentByMe, m.content])).toEqual([
      [false, 'Is the desk by the window?'],
      [true, 'Yes, with a view of the canal.'],
    ]);
    expect(data.reviews.written).toHaveLength(2);
    expect(data.reviews.received).toHaveLength(3);
    // The host's reply is part of the review it answers.
    const answered = data.reviews.received.find((r) => r.bookingId === world.hostedBookingId) as Record<string, unknown>;
    expect(answered).toMatchObject({ rating: 4, comment: 'A calm place to work from.', replyText: 'Thank you, come again.', repliedAt: expect.any(String) });
    // Double-blind (issue 20): a received review the app does not show yet is listed without its content.
    const blind = data.reviews.received.filter((r) => 'withheldUntil' in r) as Record<string, unknown>[];
    expect(blind).toHaveLength(1);
    expect(blind[0]!.withheldUntil).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(blind[0]).not.toHaveProperty('rating');
    expect(blind[0]).not.toHaveProperty('comment');
    expect(answer.text).not.toContain('Still blind');
    // Later item types: the payout account, notification choices, the address's waitlist entry.
    expect(data.payoutAccount).toMatchObject({ stripeAccountId: world.stripeAccountId, state: 'enabled' });
    expect(data.notificationPreferences).toMatchObject({ reminders: false, messages: true });
    expect(data.marketing.waitlist).toHaveLength(1);
    expect(data.marketing.waitlist[0]).toMatchObject({ email: world.subject.email, role: 'employee', submittedAt: expect.any(String) });
    expect(data.marketing.demoRequests).toEqual([]);
    expect(data.signIns.length).toBeGreaterThanOrEqual(1);
    expect(data.signIns[0]).toEqual({ signedInAt: expect.any(String), lastUsedAt: expect.any(String), expiresAt: expect.any(String) });
    expect(data.signInsCover).toMatch(/open sessions/i);

    const text = answer.text;
    for (const stranger of [world.guest, world.other.host, world.blindGuest]) {
      expect(text).not.toContain(stranger.email);
      expect(text).not.toContain(stranger.id);
    }
    expect(text).not.toMatch(/token|tokenHash|"pk"|"gsi1pk"/i);
  });

  it('exports the host\'s calendar import URLs and their sync state with each listing (issue 33, finding 10)', async () => {
    const place = await hostWithListing();
    const url = 'http://127.0.0.1:9/worknest-export-test.ics'; // nothing listens on port 9: could not be read
    const saved = await place.host.client.put(`/api/listings/${place.listing.id}/calendar-imports`, { urls: [url] });
    expect(saved.status, saved.text).toBe(200);
    const answer = await place.host.client.get<MemberExport>('/api/users/me/export');
    expect(answer.status, answer.text).toBe(200);
    const listing = answer.body.listings.find((one) => one.id === place.listing.id)!;
    expect(listing.calendarImports).toEqual({
      calendars: [
        {
          url,
          lastAttemptAt: expect.any(String),
          lastSuccessAt: null,
          lastError: expect.stringMatching(/could not be read/),
          blockedNights: 0,
          conflicts: [],
        },
      ],
      nextSyncAt: expect.any(String),
    });
    expect(answer.text).not.toMatch(/token|"pk"/i);
  });

  it('redacts an erased member\'s Stripe account: no e-mail and no metadata left at Stripe (issue 33, finding 10)', { timeout: 240_000 }, async () => {
    const member = await demoCompanyMember('acme.test', 'employee', 'Payee');
    const started = await member.client.post<PayoutOnboarding>('/api/payouts/account');
    expect(started.status, started.text).toBe(200);
    const accountOf = async () => (await stripe().accounts.list({ limit: 100 })).data.find((account) => account.email === member.email || account.metadata?.userId === member.id);
    const account = (await accountOf())!;
    expect(account).toMatchObject({ email: member.email, metadata: { userId: member.id } });

    const erased = await member.client.request('DELETE', '/api/users/me', { json: { confirmEmail: member.email } });
    expect(erased.status, erased.text).toBe(204);
    await runJob('pay-hosts');
    const after = await stripe().accounts.retrieve(account.id);
    expect(after.email ?? null).toBeNull();
    expect(after.metadata).toEqual({});
    // Run again: nothing left to redact.
    expect(await runJob<{ accountsRedacted: number }>('pay-hosts')).toMatchObject({ accountsRedacted: 0, accountsRedactionFailed: 0 });
  });

  it('refuses to delete while a stay is ahead, and refuses a wrong confirmation', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    await confirmedStay(place, guest, 3, 2);

    const wrong = await guest.client.request<ErrorBody>('DELETE', '/api/users/me', { json: { confirmEmail: 'someone@acme.test' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Type the e-mail address of your account to confirm.');

    for (const member of [guest, place.host]) {
      const refused = await member.client.request<ErrorBody>('DELETE', '/api/users/me', { json: { confirmEmail: member.email.toUpperCase() } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/upcoming or current stay/);
      expect((await member.client.get('/api/auth/user')).status).toBe(200);
    }
    // Admin → Users runs the same rules.
    const admin = await demoCompanyMember('acme.test', 'admin', 'Admin');
    for (const member of [guest, place.host]) {
      const refused = await admin.client.request<ErrorBody>('DELETE', `/api/admin/users/${member.id}`);
      expect(refused.status).toBe(409);
      expect((await member.client.get('/api/auth/user')).status).toBe(200);
    }
  });

  it('refuses to delete while a booking request is open (card authorized, nights held), as guest and as host, also from Admin → Users', async () => {
    const place = await hostWithListing({ minNights: 1, bookingMode: 'request' });
    const guest = await newGuest();
    await requestStay(place, guest, 3);
    const admin = await demoCompanyMember('acme.test', 'admin', 'Admin');
    for (const member of [guest, place.host]) {
      const refused = await member.client.request<ErrorBody>('DELETE', '/api/users/me', { json: { confirmEmail: member.email } });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toMatch(/upcoming or current stay/);
      const byAdmin = await admin.client.request<ErrorBody>('DELETE', `/api/admin/users/${member.id}`);
      expect(byAdmin.status, byAdmin.text).toBe(409);
      expect((await member.client.get('/api/auth/user')).status).toBe(200);
    }
    // Once the host's answer time ran out, the request holds nothing: erasure goes ahead (before the expiry job ran).
    await shiftClock(BOOKING_REQUEST_TTL_MS + 60_000);
    for (const member of [guest, place.host]) {
      const erased = await admin.client.request<{ erased: boolean }>('DELETE', `/api/admin/users/${member.id}`);
      expect(erased.status, erased.text).toBe(200);
    }
  });

  it('erases a member: no personal field left in any item, no photo in the bucket; the other side keeps its history; idempotent', async () => {
    const world = await buildWorld();
    const { subject, identity } = world;
    const needles = [subject.id, subject.email, identity.firstName, identity.lastName, identity.phone];

    const before = itemsMentioning(await scanTable(), needles);
    // The inbox counter item carries no type attribute: its sort key names it.
    const typesBefore = new Set(before.map((item) => item.type ?? String(item.sk).toLowerCase()));
    // The test would prove nothing if the member's data were not spread over these kinds of items.
    for (const type of [
      'user', 'userEmail', 'session', 'magicLink', 'listing', 'listingPhoto', 'booking', 'listingNight', 'conversation', 'conversationMember',
      'conversationPair', 'message', 'review', 'inbox', 'payoutAccount', 'connectedAccount', 'notifications', 'waitlistEntry', 'waitlistSubmission',
    ]) {
      expect(typesBefore, `before erasure, a ${type} item mentions the member`).toContain(type);
    }
    // Photos of the listing are served; one never used is still in staging (issue 14).
    expect([...(await objectsUnder(`uploads/${subject.id}/`)), ...(await objectsUnder(`staging/${subject.id}/`))]).toHaveLength(3);

    const erased = await subject.client.request('DELETE', '/api/users/me', { json: { confirmEmail: subject.email } });
    expect(erased.status, erased.text).toBe(204);

    // Sessions ended at once: the same cookie is refused.
    expect((await subject.client.get('/api/auth/user')).status).toBe(401);

    // The photo objects go with the purge-erased-photos job (issue 15: the request loads no S3
    // client). Until it runs, the purge's marker is the one item that still names the member.
    const pending = itemsMentioning(await scanTable(), needles);
    expect(pending.map((item) => `${item.type} ${item.pk} ${item.sk}`)).toEqual([`photoPurge PHOTO_PURGES ${subject.id}`]);
    expect(pending[0]!.prefixes).toEqual([`uploads/${subject.id}/`, `staging/${subject.id}/`]);
    expect(await objectsUnder(`uploads/${subject.id}/`)).toHaveLength(2);
    const purge = await runJob<{ purged: number; photos: number; failed: number }>('purge-erased-photos');
    expect(purge.failed).toBe(0);
    expect(purge.purged).toBeGreaterThanOrEqual(1);
    expect(purge.photos).toBeGreaterThanOrEqual(3);

    const after = await scanTable();
    expect(itemsMentioning(after, needles).map((item) => `${item.type} ${item.pk} ${item.sk}`)).toEqual([]);
    expect(await objectsUnder(`uploads/${subject.id}/`)).toEqual([]);
    expect(await objectsUnder(`staging/${subject.id}/`)).toEqual([]);
    const former = after.filter((item) => item.type === 'formerMember' && item.companyDomain === 'acme.test');
    expect(former.length).toBeGreaterThanOrEqual(1);

    // The confirmation went to the address.
    expect((await mails({ to: subject.email })).some((mail) => mail.subject === 'Your Worknest account has been deleted')).toBe(true);

    // Money still owed to the erased host is paid (accounting and the host need it): the payout
    // job finds the account under the pseudonym and pays the stay that is due, without failing.
    const summary = await runJob<{ paid: number; failed: number }>('pay-hosts');
    expect(summary.failed).toBe(0);
    const hostedAfter = (await scanTable()).find((item) => item.type === 'booking' && item.id === world.hostedBookingId)!;
    expect(hostedAfter).toMatchObject({ payoutStatus: 'paid', transferId: expect.stringMatching(/^tr_/) });
    expect(former.map((item) => item.id)).toContain(hostedAfter.hostId);
    const account = (await scanTable()).filter((item) => item.stripeAccountId === world.stripeAccountId);
    expect(account.map((item) => item.userId)).toEqual([hostedAfter.hostId, hostedAfter.hostId]);

    // The guest keeps the conversation and the messages, from "Former member".
    const conversations = await world.guest.client.get<{ items: Conversation[] }>('/api/conversations');
    const conversation = conversations.body.items.find((item) => item.id === world.conversationId)!;
    expect(conversation.otherParticipant.name).toBe('Former member');
    const thread = await world.guest.client.get<{ items: Message[] }>(`/api/conversations/${world.conversationId}/messages`);
    expect(thread.status, thread.text).toBe(200);
    expect(thread.body.items.map((m) => m.content)).toContain('Yes, with a view of the canal.');
    const toNobody = await world.guest.client.post<ErrorBody>(`/api/conversations/${world.conversationId}/messages`, { content: 'Still there?' });
    expect(toNobody.status).toBe(409);

    // The other host's stay keeps the amounts and dates under the pseudonym.
    const bookings = after.filter((item) => item.type === 'booking' && item.listingId === world.other.listing.id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ totalAmount: expect.any(Number), checkIn: expect.any(String), paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(former.map((item) => item.id)).toContain(bookings[0]!.guestId);

    // HR and admins see a Deleted member, without name or e-mail.
    const admin = await demoCompanyMember('acme.test', 'admin', 'Admin');
    let deleted = 0;
    let cursor: string | null = null;
    do {
      const page: { status: number; body: EmployeePage } = await admin.client.get<EmployeePage>(`/api/hr/employees?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      deleted += page.body.items.filter((e) => e.id === bookings[0]!.guestId && e.isDeleted && e.email === '' && e.firstName === null).length;
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(deleted).toBe(1);

    // Idempotent: running the erasure again changes nothing.
    const snapshot = JSON.stringify(await scanTable());
    await useLocalStore();
    const { eraseMember } = await import('@worknest/functions/domain/users/erase-member');
    expect(await eraseMember(subject.id, 'admin')).toBeNull();
    expect((await admin.client.request('DELETE', `/api/admin/users/${subject.id}`)).status).toBe(404);
    expect(JSON.stringify(await scanTable())).toBe(snapshot);

    // The same address can sign in again, as a new member.
    const again = new ApiClient();
    const token = await requestLinkToken(again, subject.email);
    expect((await again.post('/api/auth/verify', { token })).status).toBe(200);
    const me = await again.get<{ id: string; firstName: string | null }>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).not.toBe(subject.id);
    expect(me.body.firstName).toBeNull();
  });

  it('keeps waitlist and demo entries 24 months (TTL), and sign-in links only until they expire', async () => {
    const email = `retention-${randomUUID().slice(0, 8)}@example.com`;
    const headers = { 'cloudfront-viewer-address': `203.0.113.${1 + randomInt(250)}:443` };
    const client = new ApiClient();
    expect((await client.post('/api/waitlist', { email, role: 'employee' }, { headers })).status).toBe(200);
    expect((await client.post('/api/demo-request', { name: 'Ret Ention', email, company: 'Example', role: 'hr', companySize: '1-10' }, { headers })).status).toBe(200);
    const { db, tableName } = localTable();
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    for (const key of [{ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }, { pk: `DEMO#${email}`, sk: 'DEMO' }]) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key }));
      const arrived = new Date(Item!.submittedAt as string);
      const expected = new Date(arrived);
      expected.setUTCMonth(expected.getUTCMonth() + 24);
      expect(Item!.ttl).toBe(Math.ceil(expected.getTime() / 1000));
    }
    const member = await demoCompanyMember('acme.test');
    await requestLinkToken(new ApiClient(), member.email);
    const links = (await scanTable()).filter((item) => item.type === 'magicLink' && item.email === member.email);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.ttl).toBe(Math.ceil((link.expiresAtMs as number) / 1000));

    // A session idle for SESSION_IDLE_DAYS is refused, so its item goes then (TTL), not at the 10-day expiry.
    const idleMs = SESSION_IDLE_DAYS * DAY_MS;
    expect(SESSION_IDLE_DAYS).toBeLessThan(SESSION_TTL_DAYS);
    const sessionOf = async () => (await scanTable()).find((item) => item.type === 'session' && item.userId === member.id)!;
    const fresh = await sessionOf();
    expect(fresh.ttl).toBe(Math.ceil((Date.parse(fresh.lastUsedAt as string) + idleMs) / 1000));
    // Used two days later, the idle deadline moves with lastUsedAt (and never past the expiry).
    await shiftClock(2 * DAY_MS);
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
    const used = await sessionOf();
    expect(used.lastUsedAt).not.toBe(fresh.lastUsedAt);
    expect(used.ttl).toBe(Math.ceil(Math.min(Date.parse(used.lastUsedAt as string) + idleMs, used.expiresAtMs as number) / 1000));
    await shiftClock(6 * DAY_MS);
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
    const late = await sessionOf();
    expect(late.ttl).toBe(Math.ceil((late.expiresAtMs as number) / 1000));
  });

  it('lets an admin erase a member from Admin → Users, with the same rules', async () => {
    const admin = await demoCompanyMember('acme.test', 'admin', 'Admin');
    const member = await demoCompanyMember('acme.test');
    expect((await member.client.request('DELETE', `/api/admin/users/${admin.id}`)).status).toBe(403);
    expect((await admin.client.request('DELETE', `/api/admin/users/${admin.id}`)).status).toBe(403);
    const erased = await admin.client.request<{ erased: boolean }>('DELETE', `/api/admin/users/${member.id}`);
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.erased).toBe(true);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    const found = await admin.client.get<EmployeePage>(`/api/admin/users?email=${encodeURIComponent(member.email)}`);
    expect(found.body.items).toEqual([]);
  });
});
