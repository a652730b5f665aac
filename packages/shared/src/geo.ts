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

/** Compass directions a pin moves in by keyboard (issue 41: the listing form's pin). */
export type PinDirection = 'north' | 'east' | 'south' | 'west';

const BEARINGS: Record<PinDirection, number> = { north: 0, east: 90, south: 180, west: 270 };

/** Coordinates as the form keeps them: 6 decimals (about 0.1 m), enough for a door. */
export function roundedCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The pin moved `meters` towards `direction` (the keyboard's alternative to dragging it), rounded. */
export function nudgedPin(from: LatLon, direction: PinDirection, meters: number): LatLon {
  const to = destinationPoint(from, BEARINGS[direction], meters);
  return { latitude: Math.max(-90, Math.min(90, roundedCoordinate(to.latitude))), longitude: roundedCoordinate(to.longitude) };
}

/** The pin the form's two boxes hold (a comma as the decimal mark too), or null while either is not a position. */
export function typedPin(latitude: string, longitude: string): LatLon | null {
  const lat = Number(latitude.trim().replace(',', '.'));
  const lon = Number(longitude.trim().replace(',', '.'));
  if (latitude.trim() === '' || longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { latitude: lat, longitude: lon };
}
