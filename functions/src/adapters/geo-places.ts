import { GeoPlacesClient, GeocodeCommand, type GeocodeResultItem } from '@aws-sdk/client-geo-places';
import type { LatLon } from '@worknest/shared/geo';

/**
 * Amazon Location Service Places (issue 41): `Geocode` with the official SDK. One client per cold
 * start; the local cloud's stand-in answers at AWS_ENDPOINT_URL_GEO_PLACES (the SDK reads it), so
 * this code runs unchanged locally. IAM: `geo-places:Geocode` (the `geo-places` route resource).
 */
const client = new GeoPlacesClient({ maxAttempts: 2 });

/** How closely a position fits the query: the address itself, or only the town it is in. */
export type GeocodePrecision = 'address' | 'city';

export interface GeocodeHit extends LatLon {
  precision: GeocodePrecision;
  /** The service's label of what it found ("Lisbon, Portugal"). */
  label: string;
}

/** Place types that are the address (or a point at it); anything coarser is the town's position. */
const ADDRESS_TYPES = new Set(['PointAddress', 'InterpolatedAddress', 'SecondaryAddress', 'InferredSecondaryAddress', 'Street', 'Intersection', 'PointOfInterest', 'Block', 'SubBlock']);

function hitOf(item: GeocodeResultItem | undefined): GeocodeHit | null {
  const [longitude, latitude] = item?.Position ?? [];
  if (!item || typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  return { latitude, longitude, precision: ADDRESS_TYPES.has(item.PlaceType ?? '') ? 'address' : 'city', label: item.Address?.Label ?? item.Title ?? '' };
}

/** The best match of a free-text query, or null when the service finds nothing. */
export async function geocodeText(queryText: string, options: { townsOnly?: boolean } = {}): Promise<GeocodeHit | null> {
  const answer = await client.send(
    new GeocodeCommand({
      QueryText: queryText.slice(0, 200),
      MaxResults: 1,
      // Stored, not shown once: listings and offices keep the position.
      IntendedUse: 'Storage',
      ...(options.townsOnly ? { Filter: { IncludePlaceTypes: ['Locality'] } } : {}),
    }),
  );
  return hitOf(answer.ResultItems?.[0]);
}
