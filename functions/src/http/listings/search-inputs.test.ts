import { listingSearchQuerySchema } from '@worknest/shared/listing-search';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { searchQuery } from './search-inputs';

describe('GET /api/listings: the plain query answers as listingSearchQuerySchema (issue 15)', () => {
  it('same query, same messages, in the same order', () => {
    const queries: Record<string, unknown>[] = [
      {},
      { q: '' },
      { q: '  Lisbon  ' },
      { q: ' \u0000 ' },
      { q: 'x'.repeat(201) },
      { checkIn: '2030-03-01', checkOut: '2030-03-05' },
      { checkIn: '2030-03-01' },
      { checkOut: '2030-03-05' },
      { checkIn: '2030-03-05', checkOut: '2030-03-01' },
      { checkIn: '2030-03-01', checkOut: '2032-03-01' },
      { checkIn: '2030-02-30', checkOut: '2030-03-05' },
      { checkIn: '2030-02-30' },
      { checkIn: 'soon', checkOut: 'later' },
      ...['1', '0', '16', '17', '2.5', '-1', 'abc', '007', '9'.repeat(400), '9'.repeat(17)].map((guests) => ({ guests })),
      { minPrice: '5000', maxPrice: '1000' },
      { minPrice: '1000', maxPrice: '5000' },
      { minPrice: 'abc', maxPrice: '5' },
      { minPrice: '9'.repeat(20) },
      { type: 'room' },
      { type: 'whole_apartment', workspace: 'true', amenities: 'coffee maker, WiFi' },
      { type: 'castle' },
      ...['true', 'false', 'yes', 'TRUE'].map((workspace) => ({ workspace, workReady: workspace })),
      ...['0', '25', '10000', '10001', 'x'].map((minWifiMbps) => ({ minWifiMbps })),
      ...['WiFi', 'wifi, KITCHEN', 'Kitchen,WiFi,wifi', ',,', ' ', 'Hot tub', 'wifi,Moat', `${'x'.repeat(60)}`].map((amenities) => ({ amenities })),
      { amenities: 'Moat', checkIn: '2030-03-01' },
      ...['newest', 'price_asc', 'cheapest'].map((sort) => ({ sort })),
      ...['1', '24', '100', '101', '0', 'x'].map((limit) => ({ limit })),
      { cursor: 'c' },
      { cursor: 'x'.repeat(2001) },
      { q: '', checkIn: '', guests: '', sort: '' },
      { guests: 'x', checkIn: '2030-03-01', minPrice: '9', maxPrice: '1' },
      { limit: '0', checkIn: '2030-03-01' },
      { type: 'castle', checkOut: '2030-03-01' },
      { other: 'dropped' },
      // Issue 41: near an office.
      { near: '6f0c1f55-3f43-4c8b-9a59-2d3c1f0e9b11' },
      { near: '6f0c1f55-3f43-4c8b-9a59-2d3c1f0e9b11', radiusKm: '25', sort: 'distance' },
      ...['0', '1', '100', '101', '2.5', 'far'].map((radiusKm) => ({ near: '6f0c1f55-3f43-4c8b-9a59-2d3c1f0e9b11', radiusKm })),
      { near: 'lisbon-office' },
      { radiusKm: '10' },
      { sort: 'distance' },
      { sort: 'distance', radiusKm: '500' },
    ];
    for (const query of queries) expect(answerOf(searchQuery, query), JSON.stringify(query).slice(0, 120)).toStrictEqual(answerOf(listingSearchQuerySchema, query));
    for (const input of [undefined, null]) expect(answerOf(searchQuery, input)).toStrictEqual(answerOf(listingSearchQuerySchema, input));
  });
});
