import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledCatalog } from '@worknest/shared/message-format';
import { CARD_ERROR_MESSAGES, cardErrorId, cardErrorText } from './card-error-text';
import { activateLocale, provideCatalog } from './i18n';

const catalog = (locale: string, compiled = true): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../locales/${compiled ? 'compiled/' : ''}${locale}/errors.json`, import.meta.url), 'utf8')) as Record<string, string>;

// What the local Stripe emulator (and Stripe) answer for its test cards.
const INSUFFICIENT = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const LOST = { type: 'card_error', code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' };
const EXPIRED = { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
const WRONG_NUMBER = { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' };
const LIVE_CARD = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

describe('cardErrorId: a card error by its code', () => {
  it('takes the decline code, else the code, when its English is what Stripe said', () => {
    expect(cardErrorId(INSUFFICIENT)).toBe('card.insufficient_funds');
    expect(cardErrorId(LOST)).toBe('card.card_declined');
    expect(cardErrorId(EXPIRED)).toBe('card.expired_card');
    expect(cardErrorId(WRONG_NUMBER)).toBe('card.incorrect_number');
    expect(cardErrorId({ code: 'incorrect_cvc' })).toBe('card.incorrect_cvc');
  });

  it('has no id for a message that says more than the catalog, nor for an unknown code', () => {
    expect(cardErrorId(LIVE_CARD)).toBeNull();
    expect(cardErrorId({ code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' })).toBeNull();
    expect(cardErrorId(null)).toBeNull();
  });

  it('finds the local card form’s messages (no code) by their English', () => {
    expect(cardErrorId({ message: "Your card's expiration date is invalid." })).toBe('card.invalid_expiry');
    expect(cardErrorId({ message: 'Something else.' })).toBeNull();
  });

  it('the English errors catalog says each code word for word as Stripe does', () => {
    const english = catalog('en', false);
    for (const [code, message] of Object.entries(CARD_ERROR_MESSAGES)) expect(english[`card.${code}`], code).toBe(message);
  });
});

describe('cardErrorText: in the reader’s language, else Stripe’s message, else the fallback', () => {
  const realDocument = globalThis.document;
  beforeAll(() => {
    // activateLocale sets <html lang>: a stand-in document (node has none).
    globalThis.document = { documentElement: { lang: 'en' } } as unknown as Document;
    for (const locale of ['en', 'de'] as const) provideCatalog(locale, 'errors', catalog(locale) as CompiledCatalog);
  });
  afterAll(async () => {
    await activateLocale('en');
    globalThis.document = realDocument;
  });

  it('English: what the SPA showed before (Stripe’s words)', async () => {
    await activateLocale('en');
    expect(cardErrorText(INSUFFICIENT, 'fallback')).toBe('Your card has insufficient funds.');
    expect(cardErrorText(LOST, 'fallback')).toBe('Your card was declined.');
  });

  it('German: the catalog’s text for the code', async () => {
    await activateLocale('de');
    expect(cardErrorText(INSUFFICIENT, 'fallback')).toBe('Ihre Karte ist nicht ausreichend gedeckt.');
    expect(cardErrorText(LOST, 'fallback')).toBe('Ihre Karte wurde abgelehnt.');
    expect(cardErrorText(EXPIRED, 'fallback')).toBe('Ihre Karte ist abgelaufen.');
    expect(cardErrorText({ message: 'Your card number is incomplete.' }, 'fallback')).toBe('Ihre Kartennummer ist unvollständig.');
    expect(cardErrorText(LIVE_CARD, 'fallback')).toBe(LIVE_CARD.message);
    expect(cardErrorText({ code: 'unknown_code' }, 'Ihre Karte wurde abgelehnt.')).toBe('Ihre Karte wurde abgelehnt.');
  });
});
