import Stripe from 'stripe';
import { expect, inject } from 'vitest';
import { addDays, utcDate, type PaymentIntentResponse } from '@worknest/shared/booking';
import type { Listing } from '@worknest/shared/listing';
import { LOCAL_STRIPE_KEYS } from '@worknest/scripts/local-cloud/stripe-emulator/local-stripe-keys';
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

/** What the checkout page does: confirm the card with the publishable key and the client secret. */
export async function payWithCard(clientSecret: string, cardNumber: string): Promise<CardResult> {
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
  const response = await fetch(`${emulatorUrl()}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: inject('appUrl') },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as CardResult['body'] };
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

/** Mails to `to` whose subject starts with `prefix`. */
export async function mailsWithSubject(to: string, prefix: string) {
  return (await mails({ to })).filter((mail) => mail.subject.startsWith(prefix));
}
