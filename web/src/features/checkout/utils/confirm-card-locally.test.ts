import { describe, expect, it } from 'vitest';
import { isCardAccepted } from './confirm-card-locally';

describe('isCardAccepted', () => {
  it('accepts a paid intent and an authorized one (a booking request, charged when the host accepts)', () => {
    expect(isCardAccepted('succeeded')).toBe(true);
    expect(isCardAccepted('requires_capture')).toBe(true);
  });

  it('refuses every other state', () => {
    for (const status of ['requires_payment_method', 'requires_action', 'processing', 'canceled', undefined]) expect(isCardAccepted(status)).toBe(false);
  });
});
