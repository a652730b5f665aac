import { describe, expect, it } from 'vitest';
import { destinationPoint } from './geo';
import { searchEntry } from './fixtures/search-entry';
import type { ListingSummary } from './listing';
import { decodeSearchCursor, encodeSearchCursor, pageOfMatches, type SearchEntry } from './listing-search-rules';

/** Issue 41: the search near an office (radius, distance order and its cursor, distanceKm on cards). */

const TODAY = '2030-03-10';
const NOW = Date.parse('2030-03-10T12:00:00Z');
const OFFICE = { latitude: 38.7167, longitude: -9.1333 };

function home(id: string, km: number | null, createdAt = '2030-01-01T00:00:00.000Z'): SearchEntry {
  const at = km === null ? null : destinationPoint(OFFICE, 90, km * 1000);
  return searchEntry({
    id,
    card: { id, userId: 'host', approximateLocation: at ? { ...at, radiusMeters: 500 } : null } as unknown as ListingSummary,
    words: [],
    pricePerNight: 5000,
    rentalType: 'room',
    hasWorkspace: false,
    wifiMbps: null,
    workReady: false,
    amenities: [],
    createdAt,
  });
}

const homes = [home('far', 42), home('near', 2.34), home('mid', 7.5), home('nowhere', null), home('edge', 10)];

describe('near an office (issue 41)', () => {
  it('keeps the homes within the radius (default 10 km), each with its distance to one decimal', () => {
    const page = pageOfMatches(homes, { origin: OFFICE }, 'newest', 10, null, TODAY, NOW);
    expect(page.items.map((entry) => entry.id).sort()).toEqual(['edge', 'mid', 'near']);
    expect(page.items.find((entry) => entry.id === 'near')!.card.distanceKm).toBe(2.3);
    expect(page.total).toBe(3);
    expect(pageOfMatches(homes, { origin: OFFICE, radiusKm: 50 }, 'newest', 10, null, TODAY, NOW).total).toBe(4);
    expect(pageOfMatches(homes, { origin: OFFICE, radiusKm: 1 }, 'newest', 10, null, TODAY, NOW).total).toBe(0);
  });

  it('orders by distance and pages with a cursor that carries it', () => {
    const first = pageOfMatches(homes, { origin: OFFICE, radiusKm: 50 }, 'distance', 2, null, TODAY, NOW);
    expect(first.items.map((entry) => entry.id)).toEqual(['near', 'mid']);
    const cursor = encodeSearchCursor({ sort: 'distance', after: first.after! });
    const after = decodeSearchCursor(cursor, 'distance');
    expect(after?.distanceKm).toBeCloseTo(7.5, 6);
    const second = pageOfMatches(homes, { origin: OFFICE, radiusKm: 50 }, 'distance', 2, after, TODAY, NOW);
    expect(second.items.map((entry) => entry.id)).toEqual(['edge', 'far']);
    expect(second.after).toBeNull();
    // A distance cursor without its distance is no cursor.
    expect(decodeSearchCursor(encodeSearchCursor({ sort: 'newest', after: first.after! }), 'distance')).toBeNull();
  });

  it('leaves cards without distance when no office is asked for', () => {
    const page = pageOfMatches(homes, {}, 'newest', 10, null, TODAY, NOW);
    expect(page.total).toBe(5);
    expect(page.items.every((entry) => entry.card.distanceKm === undefined)).toBe(true);
  });
});
