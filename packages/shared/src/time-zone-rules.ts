import { rawTimeZones } from '@vvo/tzdb';
import { LISTING_COUNTRY_MIN } from './constants';

/**
 * The time zone of a home from its country and city (issue 29): one rule for the listing form
 * (which pre-fills it) and the server (which fills it when a new listing comes without one).
 * Country → zones and each zone's main cities come from @vvo/tzdb (GeoNames and the IANA
 * database, republished as they change; docs/adr/0079-listing-time-zone-source.md), not from a
 * table of our own.
 *
 * - A country with one zone (after tzdb's grouping of equivalent zones): that zone.
 * - A country with several (Spain with the Canaries, the US, Portugal with the Azores): the zone
 *   whose main cities, or whose name ("America/Los_Angeles"), name the city; otherwise none, and
 *   the host chooses (a wrong guess would move every check-in and deadline by hours).
 * - A country we cannot read: none, and the host chooses.
 *
 * The country is free text: its English name ("Denmark", "Czechia", "Czech Republic"), its name
 * in the languages below ("Danmark", "Deutschland", "España"), its ISO code ("DK") or one of a
 * few everyday names ("USA", "UK", "England", "Holland"); case, accents and a leading "the" aside.
 */

export type ListingTimeZoneGuess =
  /** The home's zone. */
  | { kind: 'zone'; timeZone: string; countryName: string }
  /** The country has several zones and the city did not say which. */
  | { kind: 'several'; countryName: string; timeZones: string[] }
  /** No country we know. */
  | { kind: 'unknown' };

export const TIME_ZONE_MESSAGES = {
  unknown: "Please choose the home's time zone: it could not be told from the country",
  several: (countryName: string) => `${countryName} has several time zones: please choose the home's`,
} as const;

/** The languages whose country names are understood besides English (Intl.DisplayNames writes them). */
const COUNTRY_NAME_LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'da', 'sv', 'nb', 'fi', 'pl', 'cs'] as const;

/** Everyday names that are no country's name in any of those languages. */
const EVERYDAY_COUNTRY_NAMES: Record<string, string> = {
  usa: 'US',
  america: 'US',
  'united states of america': 'US',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  holland: 'NL',
  'czech republic': 'CZ',
};

interface Zone {
  name: string;
  /** Normalised names of its cities: tzdb's main cities, and the last part of each grouped zone's name. */
  cities: Set<string>;
}

interface Country {
  code: string;
  name: string;
  zones: Zone[];
}

/** Lower case, no accents, words separated by one space: "Århus" → "arhus", "The Hague" → "the hague". */
export function normalisePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let index: { byName: Map<string, Country> } | null = null;

/** Built once, on first use: the countries of tzdb by every name they go by. */
function countries(): { byName: Map<string, Country> } {
  if (index) return index;
  const byCode = new Map<string, Country>();
  for (const zone of rawTimeZones) {
    const country = byCode.get(zone.countryCode) ?? { code: zone.countryCode, name: zone.countryName, zones: [] };
    byCode.set(zone.countryCode, country);
    const cities = new Set<string>();
    for (const city of zone.mainCities) cities.add(normalisePlace(city));
    for (const name of [zone.name, ...zone.group]) {
      const last = name.split('/').pop();
      if (last) cities.add(normalisePlace(last));
    }
    country.zones.push({ name: zone.name, cities });
  }
  const byName = new Map<string, Country>();
  const add = (name: string | undefined, country: Country) => {
    if (!name) return;
    const key = normalisePlace(name).replace(/^the /, '');
    if (key && !byName.has(key)) byName.set(key, country);
  };
  const displayNames = (language: string, style?: 'short') => {
    try {
      return new Intl.DisplayNames([language], { type: 'region', ...(style ? { style } : {}) });
    } catch {
      return null;
    }
  };
  const english = [displayNames('en'), displayNames('en', 'short')];
  const others = COUNTRY_NAME_LANGUAGES.map((language) => displayNames(language));
  // English and tzdb's own names first, so no other language's name takes one of theirs.
  for (const country of byCode.values()) {
    add(country.name, country);
    add(country.code, country);
    for (const names of english) add(names?.of(country.code), country);
  }
  for (const [name, code] of Object.entries(EVERYDAY_COUNTRY_NAMES)) {
    const country = byCode.get(code);
    if (country) add(name, country);
  }
  for (const names of others) for (const country of byCode.values()) add(names?.of(country.code), country);
  index = { byName };
  return index;
}

/** The country a free-text country field names, with tzdb's name for it and its zones (most first as tzdb lists them), or null. */
export function countryOf(country: string): { code: string; name: string; timeZones: string[] } | null {
  const found = countries().byName.get(normalisePlace(country).replace(/^the /, ''));
  return found ? { code: found.code, name: found.name, timeZones: found.zones.map((zone) => zone.name) } : null;
}

/** The rule above: the home's time zone from its country and city, or why there is none. */
export function listingTimeZoneFor(place: { country: string; city?: string | null }): ListingTimeZoneGuess {
  const country = countries().byName.get(normalisePlace(place.country).replace(/^the /, ''));
  if (!country) return { kind: 'unknown' };
  if (country.zones.length === 1) return { kind: 'zone', timeZone: country.zones[0]!.name, countryName: country.name };
  const city = normalisePlace(place.city ?? '');
  const matching = city ? country.zones.filter((zone) => zone.cities.has(city)) : [];
  if (matching.length === 1) return { kind: 'zone', timeZone: matching[0]!.name, countryName: country.name };
  return { kind: 'several', countryName: country.name, timeZones: country.zones.map((zone) => zone.name) };
}

/**
 * A new listing's time zone issue: none when the body names a zone (its format is the field's
 * own check) or the zone follows from country and city; the message asking for it otherwise.
 */
export function listingTimeZoneIssue(listing: { timeZone?: string | null; country: string; city: string }): { path: string; message: string } | null {
  if (listing.timeZone !== undefined && listing.timeZone !== null) return null;
  // A country too short to be one has its own message.
  if (typeof listing.country !== 'string' || listing.country.trim().length < LISTING_COUNTRY_MIN) return null;
  const guess = listingTimeZoneFor(listing);
  if (guess.kind === 'zone') return null;
  return { path: 'timeZone', message: guess.kind === 'several' ? TIME_ZONE_MESSAGES.several(guess.countryName) : TIME_ZONE_MESSAGES.unknown };
}

/** A new listing with its time zone: the one given, or the one country and city tell (listingTimeZoneIssue said there is one). */
export function withListingTimeZone<T extends { timeZone?: string | null; country: string; city: string }>(listing: T): Omit<T, 'timeZone'> & { timeZone: string } {
  if (listing.timeZone !== undefined && listing.timeZone !== null) return { ...listing, timeZone: listing.timeZone };
  const guess = listingTimeZoneFor(listing);
  if (guess.kind !== 'zone') throw new Error('withListingTimeZone: no time zone (check listingTimeZoneIssue first)');
  return { ...listing, timeZone: guess.timeZone };
}
