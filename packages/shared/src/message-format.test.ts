import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, type CompiledMessage } from './message-format';

const nights: CompiledMessage = [['count', 'plural', { one: ['#', ' night'], other: ['#', ' nights'] }]];
const paid: CompiledMessage = ['Paid ', ['amount', 'number'], ' on ', ['day', 'date', 'long']];

afterEach(() => vi.restoreAllMocks());

describe('formatMessage', () => {
  it('writes plurals, numbers and dates in the locale', () => {
    expect(formatMessage(nights, { count: 1 })).toBe('1 night');
    expect(formatMessage(nights, { count: 1234 }, 'de-DE')).toBe('1.234 nights');
    expect(formatMessage(paid, { amount: 1234.5, day: new Date('2027-03-12T12:00:00Z') }, 'de-DE')).toBe('Paid 1.234,5 on 12. März 2027');
  });

  it('makes one Intl formatter per locale and style, not one per text (issue 31: the CPU profile)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (let count = 0; count < 50; count += 1) {
      formatMessage(nights, { count }, 'nl-NL');
      formatMessage(paid, { amount: count, day: new Date('2027-03-12T12:00:00Z') }, 'nl-NL');
    }
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateFormat).toHaveBeenCalledTimes(1);
  });
});
