import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from './plural';

describe('plural', () => {
  it('chooses the form with Intl.PluralRules', () => {
    expect(plural(1, 'night')).toBe('1 night');
    expect(plural(0, 'night')).toBe('0 nights');
    expect(plural(2, 'night')).toBe('2 nights');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(3, 'photo')).toBe('3 photos');
    expect(plural(1200, 'booking')).toBe('1,200 bookings');
    expect(pluralNoun(1, 'guest')).toBe('guest');
    expect(pluralNoun(5, 'person', 'people')).toBe('people');
  });
});
