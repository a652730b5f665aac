import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmedStay, hostWithListing, mailsWithSubject, newGuest, outboxSettled, webhooks } from './booking-support';
import { mails, waitForMail } from './support/inbox';
import { deadLetters, killAtTableCall, outboxItemsOf, sesFailing } from './support/outbox-controls';

/*
 * Issue 33: booking e-mails through the transactional outbox. The confirmation writes its two
 * e-mails as outbox items in its own transaction; the local cloud reads DynamoDB Local's stream
 * (the Streams API) and invokes `send-outbox-mail` as the event source mapping would. SES is made
 * to fail for one address (POST /__local/mail/failing) and the sender is killed between its "sent"
 * marker and its delete (POST /__local/faults/table): no receipt is lost, none is sent twice.
 */

const SENDER = 'events/send-outbox-mail';

const failingAddresses: string[] = [];
afterEach(async () => {
  for (const address of failingAddresses.splice(0)) await sesFailing(address, false);
  await webhooks.idle();
});

describe('booking e-mails through the outbox', () => {
  it('sends the receipt and the host notice once each, after the confirmation answered, and leaves no outbox item', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const booked = await confirmedStay(place, guest, 20);
    await webhooks.idle();
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsWithSubject(place.host.email, 'New booking')).toHaveLength(1);
    expect(await outboxItemsOf(booked.bookingId)).toEqual([]);
  }, 120_000);

  it('loses no receipt when SES fails after the booking changed: the item waits in the table and goes once SES answers', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    failingAddresses.push(guest.email);
    await sesFailing(guest.email, true);

    const booked = await confirmedStay(place, guest, 25);
    await webhooks.idle();
    // The stay is confirmed whatever SES does; the host's notice (SES works for them) goes at once.
    await waitForMail(place.host.email, { where: (mail) => mail.subject.startsWith('New booking'), timeoutMs: 45_000 });
    // Wait for the sender to have tried (and failed) twice; no outboxSettled here: it waits for the retries.
    const guestItem = async () => (await outboxItemsOf(booked.bookingId)).find((item) => item.kind === 'booking-confirmed-guest');
    const deadline = Date.now() + 30_000;
    while ((((await guestItem())?.attempts as number | undefined) ?? 0) < 2 && Date.now() < deadline) await sleep(100);
    expect((await mails({ to: guest.email })).filter((mail) => mail.subject.startsWith('Booking confirmed'))).toHaveLength(0);
    const waiting = await guestItem();
    // Between two tries it is pending, during one it is claimed (sending); never sent, never gone.
    expect(['pending', 'sending']).toContain(waiting?.state);
    expect(waiting!.attempts as number).toBeGreaterThanOrEqual(2);
    expect(String(waiting!.lastError)).toMatch(/Service Unavailable/);

    await sesFailing(guest.email, false);
    await waitForMail(guest.email, { where: (mail) => mail.subject.startsWith('Booking confirmed'), timeoutMs: 45_000 });
    await outboxSettled();
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsWithSubject(place.host.email, 'New booking')).toHaveLength(1);
    expect(await outboxItemsOf(booked.bookingId)).toEqual([]);
    expect(await deadLetters()).toEqual([]);
  }, 120_000);

  it('sends no second e-mail when the sender is killed between sending and deleting the item', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    // The first outbox delete the sender attempts kills it instead: after SES and the "sent" marker.
    await killAtTableCall({ handler: SENDER, action: 'DeleteItem', keyPrefix: 'OUTBOX#', count: 1 });

    const booked = await confirmedStay(place, guest, 30);
    await webhooks.idle();
    await waitForMail(guest.email, { where: (mail) => mail.subject.startsWith('Booking confirmed'), timeoutMs: 45_000 });
    await waitForMail(place.host.email, { where: (mail) => mail.subject.startsWith('New booking'), timeoutMs: 45_000 });
    await outboxSettled();
    // The retried batch found the first item marked sent (deleted it, sent nothing) and sent the other.
    await sleep(1_000);
    await outboxSettled();
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsWithSubject(place.host.email, 'New booking')).toHaveLength(1);
    expect(await outboxItemsOf(booked.bookingId)).toEqual([]);
  }, 120_000);

  it('retries a failing e-mail until its retries are spent, then keeps it in the table and reports it as a dead letter', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    failingAddresses.push(guest.email);
    await sesFailing(guest.email, true);
    const before = (await deadLetters()).length;

    const booked = await confirmedStay(place, guest, 35);
    await webhooks.idle();
    // 10 retries at 250 ms, 500 ms, then 1 s each: about 9 s in the test cloud.
    const deadline = Date.now() + 60_000;
    while ((await deadLetters()).length === before && Date.now() < deadline) await sleep(250);
    const letters = (await deadLetters()).slice(before) as Array<{ keys: string[]; attempts: number }>;
    expect(letters).toHaveLength(1);
    expect(letters[0]!.attempts).toBe(11);
    const [kept] = await outboxItemsOf(booked.bookingId);
    // Never lost: the item is still there, pending, for the redrive (docs/operations.md).
    expect(kept).toMatchObject({ kind: 'booking-confirmed-guest', state: 'pending', attempts: 11 });
    // The batch from the failed record on goes (here the host's notice, already sent, came after it).
    expect(letters[0]!.keys[0]).toBe(`OUTBOX#${String(kept!.id)}`);
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(0);
  }, 120_000);
});
