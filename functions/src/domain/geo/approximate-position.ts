import { createHash, randomBytes } from 'node:crypto';
import { APPROXIMATE_RADIUS_M, destinationPoint, type ApproximateLocation, type LatLon } from '@worknest/shared/geo';

/**
 * What colleagues see of a home's position before booking (issue 41): a circle of
 * APPROXIMATE_RADIUS_M around a point offset from the exact one. The offset is deterministic per
 * listing: it comes from the listing's `locationSeed`, a random value drawn once when the listing
 * is created and never sent by the API, so the same listing always shows the same circle (no
 * averaging over many answers), and nobody can undo the offset from what they see (the listing id
 * alone does not give it). The offset is between MIN_OFFSET_M and MAX_OFFSET_M, so the centre is
 * never the exact point and the exact point is always inside the circle.
 */

export const MIN_OFFSET_M = 120;
export const MAX_OFFSET_M = 380;

/** A new listing's seed (32 hex characters). */
export function newLocationSeed(): string {
  return randomBytes(16).toString('hex');
}

/** Bearing (degrees) and distance (metres) of the offset, from the seed. */
export function offsetOf(seed: string): { bearingDegrees: number; meters: number } {
  const digest = createHash('sha256').update(`worknest-approximate-position:${seed}`).digest();
  const bearingDegrees = (digest.readUInt32BE(0) / 0x1_0000_0000) * 360;
  const meters = MIN_OFFSET_M + (digest.readUInt32BE(4) / 0x1_0000_0000) * (MAX_OFFSET_M - MIN_OFFSET_M);
  return { bearingDegrees, meters };
}

/** The circle colleagues see; its centre rounded to 5 decimals (about a metre). */
export function approximateLocation(exact: LatLon, seed: string): ApproximateLocation {
  const { bearingDegrees, meters } = offsetOf(seed);
  const centre = destinationPoint(exact, bearingDegrees, meters);
  return { latitude: Number(centre.latitude.toFixed(5)), longitude: Number(centre.longitude.toFixed(5)), radiusMeters: APPROXIMATE_RADIUS_M };
}
