import { describe, expect, it } from 'vitest';
import { bookingModes, bookingModeTexts } from './cancellation-rules';

/** Issue 29, item 4: a request-mode listing is requested, not booked and paid. */
describe('bookingModeTexts', () => {
  it('a request listing asks "Request to book", sends with "Send request", and says the card is only authorized until the host answers', () => {
    const texts = bookingModeTexts.request;
    expect(texts.book).toBe('Request to book');
    expect(texts.submit).toBe('Send request');
    expect(texts.panelNote).toMatch(/only authorized until/);
    expect(texts.checkoutIntro).toMatch(/only authorized until the host answers/);
    expect(Object.values(texts).join(' ')).not.toMatch(/Book Now|Pay/);
  });

  it('an instant listing keeps "Book Now" and "Confirm & Pay"', () => {
    expect(bookingModeTexts.instant).toMatchObject({ book: 'Book Now', submit: 'Confirm & Pay' });
  });

  it('has texts for every booking mode', () => {
    for (const mode of bookingModes) expect(Object.values(bookingModeTexts[mode]).every((text) => text.length > 0)).toBe(true);
  });
});
