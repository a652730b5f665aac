/**
 * Issue 41: the listing's house rules (public) and arrival guide (private, for the host and the
 * guest of a confirmed stay), without zod: the web form's schemas (./arrival) and the server's
 * plain validators (functions/src/http/listings/listing-inputs.ts) share these limits and messages.
 */

export const HOUSE_RULES_NOTES_MAX = 500;
export const ARRIVAL_GUIDE_MAX = 4000;
export const WIFI_TEXT_MAX = 100;

/** "HH:MM", 24-hour clock. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ARRIVAL_MESSAGES = {
  houseRules: 'Enter the house rules.',
  arrivalGuide: 'Enter the arrival guide.',
  yesNo: 'Choose yes or no.',
  quietHoursTime: 'Enter a time as HH:MM, for example 22:00.',
  quietHours: 'Enter when quiet hours start and end.',
  notesMax: `House rules must be at most ${HOUSE_RULES_NOTES_MAX} characters.`,
  text: 'Enter text.',
  wifiMax: `Must be at most ${WIFI_TEXT_MAX} characters.`,
  guideMax: `The arrival guide must be at most ${ARRIVAL_GUIDE_MAX} characters in all.`,
} as const;

export interface QuietHours {
  /** "HH:MM" on the home's clock. */
  from: string;
  to: string;
}

/** Public: shown on the listing to every colleague. `true` means allowed. */
export interface HouseRules {
  smoking: boolean;
  pets: boolean;
  events: boolean;
  quietHours: QuietHours | null;
  /** Anything else, up to 500 characters. */
  notes: string | null;
}

/** Private: the host's, and the guest's of a confirmed stay only. Up to 4,000 characters in all. */
export interface ArrivalGuide {
  checkIn: string | null;
  keys: string | null;
  wifiName: string | null;
  wifiPassword: string | null;
  parking: string | null;
  other: string | null;
}

export const arrivalGuideFields = ['checkIn', 'keys', 'wifiName', 'wifiPassword', 'parking', 'other'] as const satisfies readonly (keyof ArrivalGuide)[];

export const ARRIVAL_GUIDE_LABELS: Record<keyof ArrivalGuide, string> = {
  checkIn: 'Check-in instructions',
  keys: 'Getting the keys',
  wifiName: 'Wi-Fi name',
  wifiPassword: 'Wi-Fi password',
  parking: 'Parking',
  other: 'Anything else',
};

export const emptyHouseRules: HouseRules = { smoking: false, pets: false, events: false, quietHours: null, notes: null };
export const emptyArrivalGuide: ArrivalGuide = { checkIn: null, keys: null, wifiName: null, wifiPassword: null, parking: null, other: null };

/** Characters of the whole guide (the 4,000 limit counts them all). */
export function arrivalGuideLength(guide: Partial<Record<keyof ArrivalGuide, string | null | undefined>>): number {
  return arrivalGuideFields.reduce((sum, field) => sum + (guide[field]?.length ?? 0), 0);
}

export function isArrivalGuideEmpty(guide: ArrivalGuide | null): boolean {
  return !guide || arrivalGuideFields.every((field) => !guide[field]);
}

/** The guide as labelled lines ("Wi-Fi name: Loft-5G"), the filled items only: e-mails and plain text. */
export function arrivalGuideLines(guide: ArrivalGuide | null): string[] {
  if (!guide) return [];
  return arrivalGuideFields.flatMap((field) => (guide[field] ? [`${ARRIVAL_GUIDE_LABELS[field]}: ${guide[field]}`] : []));
}

/** The house rules as short sentences, for the listing page. */
export function houseRuleLines(rules: HouseRules): string[] {
  return [
    rules.smoking ? 'Smoking allowed' : 'No smoking',
    rules.pets ? 'Pets allowed' : 'No pets',
    rules.events ? 'Parties and events allowed' : 'No parties or events',
    ...(rules.quietHours ? [`Quiet hours ${rules.quietHours.from}–${rules.quietHours.to}`] : []),
  ];
}

/** One line for the full address: "Rua da Rosa 12, 1200-385 Lisboa, Portugal". */
export function fullAddress(listing: { address: string | null; zipCode: string | null; city: string; state?: string | null; country: string }): string | null {
  if (!listing.address) return null;
  const town = [listing.zipCode, listing.city].filter(Boolean).join(' ');
  return [listing.address, town, listing.state, listing.country].filter(Boolean).join(', ');
}
