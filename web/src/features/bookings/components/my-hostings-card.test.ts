import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledCatalog, type MessageValues } from '@worknest/shared/message-format';
import { hostingsNotice } from './my-hostings-card';

// Issue 40: the notices come from the `bookings` catalog; SPEC.md's English words are checked against it.
const english = JSON.parse(readFileSync(new URL('../../../locales/compiled/en/bookings.json', import.meta.url), 'utf8')) as CompiledCatalog;
const t = (id: string, values?: MessageValues) => formatMessage(english[id]!, values, 'en-US');

describe('hostingsNotice (SPEC §2 My Hostings)', () => {
  it.each([
    [0, 0, 'Create a listing first to see your hosting bookings.'],
    [0, 3, 'Create a listing first to see your hosting bookings.'],
    [2, 0, 'No bookings for your listings yet.'],
    [1, 1, 'You have 1 booking for your listings.'],
    [2, 5, 'You have 5 bookings for your listings.'],
  ])('%d listings, %d bookings → %s', (listings, bookings, notice) => {
    expect(hostingsNotice(listings, bookings, t)).toBe(notice);
  });
});
