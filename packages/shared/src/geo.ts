/**
 * Issue 41: positions and distances on the Earth (no dependencies; the functions and the web app
 * both use them). Latitude and longitude in decimal degrees (WGS 84).
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

/** What colleagues see of a home before booking: a circle of this radius, never the exact point. */
export const APPROXIMATE_RADIUS_M = 500;

/** A position colleagues may see: the circle's centre (offset from the home) and its radius. */
export interface ApproximateLocation extends LatLon {
  radiusMeters: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance (haversine), kilometres. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `meters` away from `from` in the direction `bearingDegrees` (0 = north, 90 = east). */
export function destinationPoint(from: LatLon, bearingDegrees: number, meters: number): LatLon {
  const angular = meters / 1000 / EARTH_RADIUS_KM;
  const bearing = toRadians(bearingDegrees);
  const lat1 = toRadians(from.latitude);
  const lon1 = toRadians(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: toDegrees(lat2), longitude: ((toDegrees(lon2) + 540) % 360) - 180 };
}

/** A distance as cards show it: one decimal, "0.4 km", "12.0 km". */
export function formatDistanceKm(km: number): string {
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
}

/** "2.3 km from Acme Lisbon". */
export function distanceFromOffice(km: number, officeName: string): string {
  return `${formatDistanceKm(km)} from ${officeName}`;
}
