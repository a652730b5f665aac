import { describe, expect, it } from 'vitest';
import { distanceKm, nudgedPin, roundedCoordinate, typedPin } from './geo';

const lisbon = { latitude: 38.7087, longitude: -9.1493 };

describe("the listing form's pin moved by keyboard (issue 41)", () => {
  it.each([
    ['north', 10],
    ['south', 10],
    ['east', 10],
    ['west', 100],
  ] as const)('moves %s by %i m, and only that way', (direction, meters) => {
    const moved = nudgedPin(lisbon, direction, meters);
    expect(distanceKm(lisbon, moved) * 1000).toBeCloseTo(meters, 0);
    if (direction === 'north') expect(moved.latitude).toBeGreaterThan(lisbon.latitude);
    if (direction === 'south') expect(moved.latitude).toBeLessThan(lisbon.latitude);
    if (direction === 'east') expect(moved.longitude).toBeGreaterThan(lisbon.longitude);
    if (direction === 'west') expect(moved.longitude).toBeLessThan(lisbon.longitude);
    if (direction === 'north' || direction === 'south') expect(moved.longitude).toBeCloseTo(lisbon.longitude, 6);
    else expect(moved.latitude).toBeCloseTo(lisbon.latitude, 5);
  });

  it('keeps 6 decimals, and crosses the antimeridian', () => {
    expect(roundedCoordinate(38.70871234)).toBe(38.708712);
    const moved = nudgedPin({ latitude: 0, longitude: 179.99995 }, 'east', 100);
    expect(moved.longitude).toBeLessThan(-179.99);
  });
});

describe('typedPin', () => {
  it('reads both boxes, a comma as the decimal mark too', () => {
    expect(typedPin('38.7087', '-9,1493')).toEqual(lisbon);
  });

  it('is null while a box is empty, not a number or out of range', () => {
    expect(typedPin('', '-9.1')).toBeNull();
    expect(typedPin('38.7', 'west')).toBeNull();
    expect(typedPin('91', '0')).toBeNull();
    expect(typedPin('0', '-181')).toBeNull();
  });
});
