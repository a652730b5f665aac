import type { LatLon } from '@worknest/shared/geo';
import { geocodeText } from '../../adapters/geo-places';
import { logger } from '../../logging/logger';

/**
 * Where an address is (issue 41), for listings and offices: the address itself when the geocoder
 * finds it (`address`); else the position of its town (`city`), which the host is told about and
 * can correct by moving the pin; null when neither is found or the geocoder cannot be reached (the
 * listing or office is saved all the same, without a position).
 */
export type LocationSource = 'address' | 'city' | 'pin';

export interface Located extends LatLon {
  source: Exclude<LocationSource, 'pin'>;
}

/** Coordinates as stored: decimal(10,7) (SPEC.md §3). */
export function storedCoordinate(value: number): number {
  return Number(value.toFixed(7));
}

export async function locateAddress(query: { text: string; town?: string }): Promise<Located | null> {
  try {
    const hit = await geocodeText(query.text);
    if (hit) return { latitude: storedCoordinate(hit.latitude), longitude: storedCoordinate(hit.longitude), source: hit.precision };
    if (query.town) {
      const town = await geocodeText(query.town, { townsOnly: true });
      if (town) return { latitude: storedCoordinate(town.latitude), longitude: storedCoordinate(town.longitude), source: 'city' };
    }
    return null;
  } catch (error) {
    logger.warn('could not geocode an address', { error: error as Error });
    return null;
  }
}
