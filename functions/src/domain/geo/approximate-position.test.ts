import { describe, expect, it } from 'vitest';
import { APPROXIMATE_RADIUS_M, destinationPoint, distanceKm, distanceFromOffice, formatDistanceKm } from '@worknest/shared/geo';
import { approximateLocation, MAX_OFFSET_M, MIN_OFFSET_M, newLocationSeed } from './approximate-position';

const loft = { latitude: 38.7087, longitude: -9.1493 };

describe('approximate position (issue 41)', () => {
  it('is stable per listing: the same seed gives the same circle, another seed another', () => {
    const seed = newLocationSeed();
    expect(approximateLocation(loft, seed)).toEqual(approximateLocation(loft, seed));
    expect(approximateLocation(loft, newLocationSeed())).not.toEqual(approximateLocation(loft, seed));
  });

  it('is never the exact point, and the exact point is always inside the circle', () => {
    for (let i = 0; i < 2000; i++) {
      const exact = { latitude: -60 + ((i * 7.3) % 120), longitude: -179 + ((i * 13.7) % 358) };
      const circle = approximateLocation(exact, newLocationSeed());
      const metres = distanceKm(exact, circle) * 1000;
      expect(circle.radiusMeters).toBe(APPROXIMATE_RADIUS_M);
      expect(metres).toBeGreaterThan(MIN_OFFSET_M - 2);
      expect(metres).toBeLessThan(MAX_OFFSET_M + 2);
      expect(metres).toBeLessThan(APPROXIMATE_RADIUS_M);
      expect(circle.latitude === exact.latitude && circle.longitude === exact.longitude).toBe(false);
    }
  });
});

describe('distances (issue 41)', () => {
  it('measures great-circle distances in kilometres', () => {
    // Lisbon (Praça do Comércio) to Berlin (Brandenburger Tor): about 2,313 km.
    expect(distanceKm({ latitude: 38.7075, longitude: -9.1364 }, { latitude: 52.5163, longitude: 13.3777 })).toBeCloseTo(2313, -1);
    expect(distanceKm(loft, loft)).toBe(0);
    // Symmetric.
    const a = { latitude: 55.6761, longitude: 12.5683 };
    expect(distanceKm(a, loft)).toBeCloseTo(distanceKm(loft, a), 9);
  });

  it('walks a given distance and bearing', () => {
    const north = destinationPoint(loft, 0, 1000);
    expect(north.longitude).toBeCloseTo(loft.longitude, 9);
    expect(distanceKm(loft, north)).toBeCloseTo(1, 6);
    const east = destinationPoint(loft, 90, 2300);
    expect(distanceKm(loft, east)).toBeCloseTo(2.3, 6);
  });

  it('says distances as the cards show them', () => {
    expect(formatDistanceKm(2.345)).toBe('2.3 km');
    expect(formatDistanceKm(12)).toBe('12.0 km');
    expect(distanceFromOffice(2.31, 'Acme Lisbon')).toBe('2.3 km from Acme Lisbon');
  });
});
