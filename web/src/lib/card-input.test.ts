import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseCard } from './card-input';

describe('local card form input', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['4000 0000 0000 0002 999999', '4000 0000 0000 0002 999'],
  ])('formats the number %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['4', '04'],
    ['12', '12'],
    ['1234', '12 / 34'],
    ['12 / 345', '12 / 34'],
  ])('formats the expiry %j as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('keeps only digits of the CVC', () => {
    expect(formatCvc('1a2b3c4d5')).toBe('1234');
  });

  it.each([
    [{ number: '4242', expiry: '12 / 30', cvc: '123' }, 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4242', expiry: '12', cvc: '123' }, "Your card's expiration date is incomplete."],
    [{ number: '4242 4242 4242 4242', expiry: '13 / 30', cvc: '123' }, "Your card's expiration date is invalid."],
    [{ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '12' }, "Your card's security code is incomplete."],
  ])('names what is missing in %j', (fields, error) => {
    expect(parseCard(fields)).toEqual({ error });
  });

  it('parses a complete card for the API', () => {
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '04 / 31', cvc: '123' })).toEqual({
      card: { number: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '123' },
    });
  });
});
