import Stripe from 'stripe';
import { expect, inject } from 'vitest';
import { addDays, utcDate, type BookingView, type ConfirmBookingResponse, type PaymentIntentResponse } from '@worknest/shared/booking';
import type { Listing, ListingDetail } from '@worknest/shared/listing';
import type { AdminReview, AdminReviewPage } from '@worknest/shared/review';
import { LOCAL_STRIPE_KEYS } from '@worknest/local-cloud/stripe/local-stripe-keys';
import { demoCompanyMember, uploadPhoto, validListing, type Member } from './listings-support';
import { mails } from './support/inbox';
import { setClockOffset } from './support/clock';

/*
 * Helpers of the booking and Stripe tests: a host with a listing, guests, the Stripe emulator of
 * this run (SDK client, the browser's card confirmation, its test controls), and the clock.
 */

export interface ErrorBody {
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
}

export function emulatorUrl(): string {
  const url = inject('localEnv').STRIPE_API_URL;
  if (!url) throw new Error('The local cloud did not start the Stripe emulator (STRIPE_API_URL missing)');
  return url;
}

let stripeClient: Stripe | undefined;

/** The official SDK against this run's emulator, as the functions use it. */
export function stripe(): Stripe {
  const url = new URL(emulatorUrl());
  stripeClient ??= new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  return stripeClient;
}

export interface CardResult {
  status: number;
  body: { status?: string; error?: { message: string; code?: string; decline_code?: string } };
}

/**
 * What a card form in the browser does with Stripe.js: confirm a PaymentIntent (the checkout) or a
 * SetupIntent (the HR billing page's card on file) with the publishable key and the client secret.
 */
async function confirmFromBrowser(intents: 'payment_intents' | 'setup_intents', clientSecret: string, cardNumber: string): Promise<CardResult> {
  const id = clientSecret.split('_secret_')[0]!;
  const form = new URLSearchParams({
    key: LOCAL_STRIPE_KEYS.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber.replace(/\s/g, ''),
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
  const response = await fetch(`${emulatorUrl()}/v1/${intents}/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: inject('appUrl') },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as CardResult['body'] };
}

/** What the checkout page does: confirm the card with the publishable key and the client secret. */
export function payWithCard(clientSecret: string, cardNumber: string): Promise<CardResult> {
  return confirmFromBrowser('payment_intents', clientSecret, cardNumber);
}

/** What the HR billing page's card form does: confirm the SetupIntent that puts a card on file. */
export function saveCardWithSetup(clientSecret: string, cardNumber: string): Promise<CardResult> {
  return confirmFromBrowser('setup_intents', clientSecret, cardNumber);
}

async function control<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await fetch(`${emulatorUrl()}/_emulator/${path}`, { method });
  if (!response.ok) throw new Error(`${method} /_emulator/${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface EmulatorEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  createdMs: number;
  delivered: boolean;
  attempts: { statusCode: number | null; atMs: number; durationMs: number }[];
}

export const webhooks = {
  pause: () => control('POST', 'webhooks/pause'),
  resume: () => control('POST', 'webhooks/resume'),
  /** Waits until no delivery is running or scheduled (deliveries are asynchronous, as on Stripe). */
  idle: () => control('POST', 'webhooks/idle'),
  events: async (paymentIntentId: string, type?: string) =>
    (await control<{ events: EmulatorEvent[] }>('GET', `events?payment_intent=${paymentIntentId}${type ? `&type=${type}` : ''}`)).events,
  /** One more delivery of an event, now; answers the webhook's status. */
  deliver: async (eventId: string) => (await control<{ attempt: { statusCode: number | null } }>('POST', `events/${eventId}/deliver`)).attempt,
};

/** Moves "now" for the functions, the S3 front and the Stripe emulator together. */
export async function shiftClock(offsetMs: number): Promise<void> {
  await setClockOffset(offsetMs);
  const response = await fetch(`${emulatorUrl()}/__local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  if (!response.ok) throw new Error(`emulator clock: ${response.status}`);
}

/** A stay starting `fromDays` days from today (UTC). */
export function stay(fromDays: number, nights: number): { checkIn: string; checkOut: string } {
  const checkIn = addDays(utcDate(Date.now()), fromDays);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

export interface HostWithListing {
  host: Member;
  listing: Listing;
}

/** A new host in acme.test with one listing (7450 cents a night, 2 to 14 nights, 1 day notice, 2 guests). */
export async function hostWithListing(patch: Record<string, unknown> = {}): Promise<HostWithListing> {
  const host = await demoCompanyMember('acme.test', 'employee', 'Host');
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  const created = await host.client.post<Listing>('/api/listings', { ...validListing(images), ...patch });
  expect(created.status, created.text).toBe(201);
  return { host, listing: created.body };
}

export function newGuest(domain: 'acme.test' | 'globex.test' = 'acme.test'): Promise<Member> {
  return demoCompanyMember(domain, 'employee', 'Guest');
}

/** `POST /api/create-payment-intent` for a stay of `listing`. */
export function startCheckout(guest: Member, listingId: string, dates: { checkIn: string; checkOut: string }, numberOfGuests = 1, extra: Record<string, unknown> = {}) {
  return guest.client.post<PaymentIntentResponse & ErrorBody>('/api/create-payment-intent', { listingId, ...dates, numberOfGuests, ...extra });
}

/** Mails to `to` whose subject starts with `prefix`, once the outbox has sent what was written before (issue 33). */
export async function mailsWithSubject(to: string, prefix: string) {
  await outboxSettled();
  return (await mails({ to })).filter((mail) => mail.subject.startsWith(prefix));
}

/**
 * Waits until the outbox sender (the table-stream subscriber `send-outbox-mail`) has every outbox
 * item written before the call: booking e-mails leave after the request that wrote them answered.
 */
export async function outboxSettled(): Promise<void> {
  const response = await fetch(new URL('/__local/streams/send-outbox-mail/settled', inject('appUrl')), { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__local/streams/send-outbox-mail/settled answered ${response.status}: ${await response.text()}`);
}

/** The nights `GET /api/listings/{id}` reports as blocked, as `member` sees them. */
export async function blockedFor(member: Member, listingId: string): Promise<string[]> {
  const detail = await member.client.get<ListingDetail>(`/api/listings/${listingId}`);
  expect(detail.status, detail.text).toBe(200);
  return detail.body.blockedDates;
}

/** The guest's booking behind a PaymentIntent (`GET /api/bookings/by-payment-intent/{id}`). */
export async function bookingOf(guest: Member, paymentIntentId: string): Promise<BookingView> {
  const answer = await guest.client.get<BookingView>(`/api/bookings/by-payment-intent/${paymentIntentId}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

export interface ConfirmedStay {
  bookingId: string;
  guest: Member;
  checkIn: string;
  checkOut: string;
}

/** A confirmed, paid stay of `guest` starting `fromDays` from today, `nights` long. */
export async function confirmedStay(place: HostWithListing, guest: Member, fromDays: number, nights = 2): Promise<ConfirmedStay> {
  const dates = stay(fromDays, nights);
  const checkout = await startCheckout(guest, place.listing.id, dates);
  expect(checkout.status, checkout.text).toBe(200);
  expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
  const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { bookingId: checkout.body.bookingId, guest, ...dates };
}

/** Every review waiting for moderation, through all pages of `GET /api/admin/reviews`. */
export async function queuedReviews(admin: Member): Promise<AdminReview[]> {
  const reviews: AdminReview[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: AdminReviewPage } = await admin.client.get<AdminReviewPage>(`/api/admin/reviews?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    reviews.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return reviews;
}
