import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NotificationSettings } from '@worknest/shared/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmedStay, hostWithListing, newGuest, shiftClock, webhooks, type HostWithListing } from './booking-support';
import { ApiClient } from './support/api-client';
import { linksOf, mails, type StoredMail } from './support/inbox';
import { runJob } from './support/jobs';
import { fromIp, newCompany, requestLinkToken, signedInMember, signInAgain, useLocalStore, type SignedInMember } from './support/members';

/**
 * E-mail notifications (issue 22) through the local gateway: the scheduled sender is run on
 * demand (POST /__local/schedules/send-notifications/run) with the local clock moved, never by
 * waiting. Every test uses members of its own, so the outbox's other notices do not matter.
 */

const DAY = 24 * 60 * 60 * 1000;
const JOB = 'send-notifications';

interface Summary {
  sent: number;
  skipped: number;
  cancelled: number;
  failed: number;
}

const send = () => runJob<Summary>(JOB);
const mailsTo = async (email: string, subject?: string) => (await mails({ to: email })).filter((mail) => !subject || mail.subject.includes(subject));
const header = (mail: StoredMail, name: string) => mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** Moves every clock so that "now" is `isoTime` on the day `days` from today (UTC). */
async function clockTo(days: number, isoTime = '09:00:00'): Promise<void> {
  // Stripe's payment webhook may still be confirming a stay (and writing its notices) after the
  // confirm call answered: let it finish on today's clock before time moves.
  await webhooks.idle();
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  await shiftClock(Date.parse(`${day}T${isoTime}Z`) - Date.now());
}

afterEach(async () => {
  await shiftClock(0);
});

async function conversationBetween(place: HostWithListing, guest: SignedInMember): Promise<string> {
  const created = await guest.client.post<{ id: string }>('/api/conversations', { listingId: place.listing.id });
  expect(created.status, created.text).toBeLessThan(300);
  return created.body.id;
}

async function say(from: SignedInMember, conversationId: string, content: string): Promise<void> {
  const sent = await from.client.post(`/api/conversations/${conversationId}/messages`, { content });
  expect(sent.status, sent.text).toBe(201);
}

describe('new-message e-mails', () => {
  let place: HostWithListing;
  let guest: SignedInMember;
  let conversationId: string;

  beforeAll(async () => {
    place = await hostWithListing();
    guest = await newGuest();
    conversationId = await conversationBetween(place, guest);
  });

  it('e-mails a recipient with no open socket once: sender, listing, the first 200 characters, a link and one-click unsubscribe', async () => {
    const long = `Hi! ${'Is the desk by the window? '.repeat(12)}`;
    await say(guest, conversationId, long);
    expect((await send()).failed).toBe(0);

    const [mail, ...more] = await mailsTo(place.host.email, 'New message from');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New message from Guest Tester');
    expect(mail!.body.text).toContain(place.listing.title);
    expect(mail!.body.text).toContain(`“${long.trim().slice(0, 200)}…”`);
    expect(mail!.body.text).not.toContain(long.trim().slice(0, 201));
    expect(linksOf(mail!)).toContain(`${new URL(linksOf(mail!)[0]!).origin}/app/messages/${conversationId}`);
    expect(header(mail!, 'List-Unsubscribe')).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Running again sends nothing more.
    await send();
    expect(await mailsTo(place.host.email, 'New message from')).toHaveLength(1);
  });

  it('batches what follows within 15 minutes into one e-mail: "3 new messages from …"', async () => {
    await say(guest, conversationId, 'One more thing.');
    await say(guest, conversationId, 'And another.');
    await say(guest, conversationId, 'Last one, promise.');
    await send();
    expect(await mailsTo(place.host.email, 'new messages from')).toEqual([]);

    await shiftClock(16 * 60 * 1000);
    await send();
    const batched = await mailsTo(place.host.email, 'new messages from');
    expect(batched.map((mail) => mail.subject)).toEqual(['3 new messages from Guest Tester']);
    expect(batched[0]!.body.text).toContain('Last one, promise.');
  });

  it('sends nothing when the recipient read the thread before the e-mail went out', async () => {
    const other = await newGuest();
    const thread = await conversationBetween(place, other);
    await say(other, thread, 'Can I bring a bike?');
    // The host opens the thread in the app, which then marks it read (POST .../read, issue 14).
    expect((await place.host.client.get(`/api/conversations/${thread}/messages`)).status).toBe(200);
    await place.host.client.post(`/api/conversations/${thread}/read`, {});
    const summary = await send();
    expect(summary.cancelled).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(place.host.email)).filter((mail) => mail.body.text?.includes('Can I bring a bike?'))).toEqual([]);
  });
});

describe('preferences and unsubscribe', () => {
  it('shows every kind on by default and turns one off and on again; bad input is 400 and changes nothing', async () => {
    const member = await signedInMember(await newCompany());
    const initial = await member.client.get<NotificationSettings>('/api/users/me/notifications');
    expect(initial.body).toEqual({ preferences: { messages: true, reminders: true, reviewRequests: true, searchAlerts: true, adminDigest: true, travelSummary: true }, suppressed: null });

    const off = await member.client.patch<NotificationSettings>('/api/users/me/notifications', { messages: false });
    expect(off.status).toBe(200);
    expect(off.body.preferences).toMatchObject({ messages: false, reminders: true });

    for (const bad of [{ messages: 'no' }, { everything: false }, null, []]) {
      const refused = await member.client.patch<{ message: string }>('/api/users/me/notifications', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await member.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences.messages).toBe(false);
    expect((await member.client.patch<NotificationSettings>('/api/users/me/notifications', { messages: true })).body.preferences.messages).toBe(true);
    expect((await new ApiClient().get('/api/users/me/notifications')).status).toBe(401);
  });

  it('sends no message e-mail to a member who turned them off', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    await place.host.client.patch('/api/users/me/notifications', { messages: false });
    await say(guest, await conversationBetween(place, guest), 'Hello there');
    await send();
    expect(await mailsTo(place.host.email, 'New message')).toEqual([]);
  });

  it('unsubscribes with one click from the signed link, and refuses a forged one without changing anything', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    await say(guest, await conversationBetween(place, guest), 'Ping');
    await send();
    const [mail] = await mailsTo(place.host.email, 'New message');
    const oneClick = header(mail!, 'List-Unsubscribe')!.slice(1, -1);
    const url = new URL(oneClick);
    const token = url.searchParams.get('token')!;

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await new ApiClient().post<{ message: string }>(`/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, undefined);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This unsubscribe link is not valid.');
    const otherMember = Buffer.from(`${guest.id}:messages`).toString('base64url');
    expect((await new ApiClient().post(`/api/notifications/unsubscribe?token=${otherMember}.${token.split('.')[1]}`, undefined)).status).toBe(400);
    expect((await place.host.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences.messages).toBe(true);
    expect((await guest.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences.messages).toBe(true);

    // What a mail client sends for RFC 8058 one-click: a form POST, no cookie, no Origin.
    const oneClickAnswer = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromIp() },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClickAnswer.status).toBe(200);
    expect((await place.host.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences.messages).toBe(false);
    // The page's link is the same token, in the fragment, which no server or log sees (ADR 0083).
    const pageLinks = linksOf(mail!).filter((link) => new URL(link).pathname === '/unsubscribe');
    expect(pageLinks.length).toBeGreaterThan(0);
    for (const link of pageLinks) {
      expect(new URL(link).search).toBe('');
      expect(new URLSearchParams(new URL(link).hash.slice(1)).get('token')).toBe(token);
    }
  });
});

describe('bounces and complaints', () => {
  it('marks an address the inbox bounced (bounce@…) and sends it no optional e-mail', async () => {
    await useLocalStore();
    const domain = await newCompany('Bouncy');
    const { createUser } = await import('@worknest/functions/store/users');
    const email = `bounce@${domain}`;
    await createUser({ email, companyDomain: domain, firstName: 'Bo', lastName: 'Unce', eligibilityConfirmedAt: new Date().toISOString() });
    const client = new ApiClient();
    // The sign-in link itself bounces: sign-in links always go, optional e-mails then stop.
    const token = await requestLinkToken(client, email);
    expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
    let settings: NotificationSettings | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      settings = (await client.get<NotificationSettings>('/api/users/me/notifications')).body;
      if (settings.suppressed) break;
      await sleep(100);
    }
    expect(settings!.suppressed).toMatchObject({ reason: 'bounce' });
  });

  it('turns a complaint published on the feedback topic into a suppression', async () => {
    const member = await signedInMember(await newCompany());
    const notification = { notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: member.email.toUpperCase() }], timestamp: new Date().toISOString() } };
    const published = await fetch(new URL('/__local/topics/mail-feedback/publish', member.client.baseUrl), { method: 'POST', body: JSON.stringify(notification) });
    expect(await published.json()).toEqual({ delivered: 1 });
    expect((await member.client.get<NotificationSettings>('/api/users/me/notifications')).body.suppressed).toMatchObject({ reason: 'complaint' });
  });
});

describe('stay reminders and review requests', { timeout: 120_000 }, () => {
  it('reminds the guest two days before and the host the day before, once each even when the sender runs twice at once', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    await confirmedStay(place, guest, 10, 3);

    await send();
    expect(await mailsTo(guest.email, 'starts in two days')).toEqual([]);

    await clockTo(8);
    const runs = await Promise.all([send(), send()]);
    const reminders = await mailsTo(guest.email, 'Your stay starts in two days');
    expect(reminders, JSON.stringify({ runs, inbox: (await mails({ to: guest.email })).map((mail) => mail.subject) })).toHaveLength(1);
    expect(reminders[0]!.body.text).toContain('Check-in is from 3:00 PM');
    expect(reminders[0]!.body.text).toContain(place.host.email);
    expect(await mailsTo(place.host.email, 'arrives tomorrow')).toEqual([]);

    await clockTo(9);
    await send();
    expect((await mailsTo(place.host.email, 'arrives tomorrow')).map((mail) => mail.subject)).toEqual(['Guest Tester arrives tomorrow']);
    await send();
    expect(await mailsTo(guest.email, 'Your stay starts in two days')).toHaveLength(1);
  });

  it('asks both for a review the day after check-out, and reminds only whoever has not reviewed', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const stayed = await confirmedStay(place, guest, 5, 2);

    await clockTo(8);
    const summary = await send();
    expect(await mailsTo(guest.email, 'Review your stay'), JSON.stringify({ summary, all: (await mails({ to: guest.email })).map((m) => m.subject) })).toHaveLength(1);
    expect(await mailsTo(place.host.email, 'Review Guest Tester as a guest')).toHaveLength(1);

    // Back after a week: the guest signs in again (7-day idle timeout) and reviews.
    await signInAgain(guest);
    const review = await guest.client.post('/api/reviews', { bookingId: stayed.bookingId, rating: 5, comment: 'Lovely' });
    expect(review.status, review.text).toBe(201);

    await clockTo(7 + 11);
    await send();
    expect(await mailsTo(guest.email, 'A few days left')).toEqual([]);
    expect(await mailsTo(place.host.email, 'A few days left to review Guest Tester')).toHaveLength(1);
  });

  it('sends nothing for a member who turned reminders off', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    await guest.client.patch('/api/users/me/notifications', { reminders: false });
    await confirmedStay(place, guest, 12, 2);
    await clockTo(10);
    await send();
    expect(await mailsTo(guest.email, 'starts in two days')).toEqual([]);
  });
});

describe('waitlist and demo requests', { timeout: 120_000 }, () => {
  it('confirms a signup to the visitor once a day, and sends the admins one digest of new entries', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 2; i += 1) {
      expect((await new ApiClient().post('/api/waitlist', { email, role: 'employee' }, { headers: fromIp() })).status).toBe(200);
    }
    const summary = await send();
    const confirmations = await mailsTo(email, 'waitlist');
    expect(confirmations.map((mail) => mail.subject), JSON.stringify(summary)).toEqual(['You are on the Worknest waitlist']);
    expect(header(confirmations[0]!, 'List-Unsubscribe')).toBeUndefined();

    const admin = await signedInMember(await newCompany(), 'admin', 'Admin');
    // A day of its own (later than any other test's), an entry before the digest hour, then the
    // digest: the first run sends it, the second does not.
    const day = 400 + randomInt(300);
    const early = `early-${randomUUID().slice(0, 8)}@example.com`;
    await clockTo(day, '07:10:00');
    expect((await new ApiClient().post('/api/demo-request', { name: 'Early Bird', email: early, company: 'Initech', role: 'leadership', companySize: '201-500' }, { headers: fromIp() })).status).toBe(200);
    await clockTo(day, '09:30:00');
    await Promise.all([send(), send()]);
    const digests = await mailsTo(admin.email, 'Worknest daily digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body.text).toContain(early);
    expect(digests[0]!.body.text).toContain('Early Bird, Initech');
    await send();
    expect(await mailsTo(admin.email, 'Worknest daily digest')).toHaveLength(1);
  });
});
