/**
 * The local card form's input handling (the emulator's stand-in for Stripe's card Element):
 * the number in groups of four, the expiry as MM / YY, the CVC as digits.
 */

export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // "4" means April: lead with a zero so "4/27" needs no typing of "0".
  const padded = digits.length === 1 && Number(digits) > 1 ? `0${digits}` : digits;
  return padded.length > 2 ? `${padded.slice(0, 2)} / ${padded.slice(2)}` : padded;
}

export function formatCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export interface ParsedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The card as Stripe's API wants it, or the first thing missing (the emulator checks the rest). */
export function parseCard(fields: CardFields): { card: ParsedCard } | { error: string } {
  const number = fields.number.replace(/\D/g, '');
  if (number.length < 12) return { error: 'Your card number is incomplete.' };
  const expiry = /^(\d{2}) \/ (\d{2})$/.exec(fields.expiry);
  if (!expiry) return { error: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry[1]);
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration date is invalid." };
  if (fields.cvc.length < 3) return { error: "Your card's security code is incomplete." };
  return { card: { number, expMonth, expYear: 2000 + Number(expiry[2]), cvc: fields.cvc } };
}
