import { fullAddress } from '@worknest/shared/arrival-rules';
import type { Listing } from '@worknest/shared/listing';
import { approximateLocation } from './approximate-position';
import { locateAddress, storedCoordinate } from './locate-address';

type Place = Pick<Listing, 'address' | 'zipCode' | 'city' | 'state' | 'country'>;
export type ListingPosition = Pick<Listing, 'latitude' | 'longitude' | 'locationSource' | 'approximateLocation'>;

/**
 * A listing's position (issue 41). The host's own pin (both coordinates given) wins; otherwise
 * the address is geocoded (Amazon Location Places), falling back to its town's position, which
 * the host is then told about (`locationSource: 'city'`). The approximate position colleagues see
 * follows from the listing's seed.
 */
export async function positionListing(place: Place, pin: { latitude: number | null; longitude: number | null } | null, seed: string): Promise<ListingPosition> {
  if (pin && pin.latitude !== null && pin.longitude !== null) {
    const exact = { latitude: storedCoordinate(pin.latitude), longitude: storedCoordinate(pin.longitude) };
    return { ...exact, locationSource: 'pin', approximateLocation: approximateLocation(exact, seed) };
  }
  const found = await locateAddress({ text: fullAddress(place) ?? `${place.city}, ${place.country}`, town: [place.city, place.state, place.country].filter(Boolean).join(', ') });
  if (!found) return { latitude: null, longitude: null, locationSource: null, approximateLocation: null };
  const exact = { latitude: found.latitude, longitude: found.longitude };
  return { ...exact, locationSource: found.source, approximateLocation: approximateLocation(exact, seed) };
}

/** Whether a change touches the address (then it is geocoded again, unless it also moves the pin). */
export function changesAddress(patch: Partial<Place>): boolean {
  return (['address', 'zipCode', 'city', 'state', 'country'] as const).some((field) => patch[field] !== undefined);
}
