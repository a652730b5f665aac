/**
 * Issue 41: a company's offices, which HR keeps (`GET`/`PUT /api/hr/offices`) and members search
 * near (`GET /api/offices`, `GET /api/listings?near=<officeId>`). No zod (text-rules only): the web form and
 * the functions' plain validator share the limits and messages.
 */
import { cleanLine } from './text-rules';

export const OFFICES_MAX = 20;
export const OFFICE_NAME_MAX = 80;
export const OFFICE_ADDRESS_MIN = 5;
export const OFFICE_ADDRESS_MAX = 200;

export const OFFICE_MESSAGES = {
  list: `Send the offices as a list of at most ${OFFICES_MAX}.`,
  office: 'Each office needs a name and an address.',
  id: 'Unknown office id: leave it out for a new office.',
  name: `Enter the office's name (at most ${OFFICE_NAME_MAX} characters).`,
  address: `Enter the office's address (${OFFICE_ADDRESS_MIN} to ${OFFICE_ADDRESS_MAX} characters), e.g. "Avenida da Liberdade 110, 1250-146 Lisbon, Portugal".`,
  nameRepeated: 'Two offices have the same name.',
} as const;

/** One office of `PUT /api/hr/offices` (`id` of an existing office to keep it; none for a new one). */
export interface OfficeInput {
  id?: string;
  name: string;
  address: string;
}

/** An office as HR sees it: where the geocoder put it (`city`: only the town was found; null: not found). */
export interface Office {
  id: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  locationSource: 'address' | 'city' | null;
}

/** What members read to search near an office (`GET /api/offices`): offices with a position only. */
export interface MemberOffice {
  id: string;
  name: string;
}

/** What HR types for one office in the form (before it is saved). */
export interface OfficeDraft {
  name: string;
  address: string;
}

/** The form's messages per field (none: the office may be sent). */
export type OfficeDraftErrors = Partial<Record<keyof OfficeDraft, string>>;

/** Line clean-up as the server's. */
const line = cleanLine;

/**
 * The checks `PUT /api/hr/offices` makes on one office, for the HR form before it sends the list:
 * a name of 1 to 80 characters that no other office of the company has (case aside), an address
 * of 5 to 200 characters; the same messages as the server's. `others` are the company's other
 * offices (not the one being edited).
 */
export function officeDraftErrors(draft: OfficeDraft, others: readonly Pick<Office, 'name'>[]): OfficeDraftErrors {
  const errors: OfficeDraftErrors = {};
  const name = line(draft.name);
  const address = line(draft.address);
  if (name.length < 1 || name.length > OFFICE_NAME_MAX) errors.name = OFFICE_MESSAGES.name;
  else if (others.some((office) => office.name.toLowerCase() === name.toLowerCase())) errors.name = OFFICE_MESSAGES.nameRepeated;
  if (address.length < OFFICE_ADDRESS_MIN || address.length > OFFICE_ADDRESS_MAX) errors.address = OFFICE_MESSAGES.address;
  return errors;
}

/** The draft as the API takes it (lines cleaned as the server cleans them). */
export function officeInputOf(draft: OfficeDraft, id?: string): OfficeInput {
  return { ...(id ? { id } : {}), name: line(draft.name), address: line(draft.address) };
}

/**
 * The whole list `PUT /api/hr/offices` takes after one change: an office added (no `id`), edited
 * (its `id`) or removed. Every other office goes back with its id, so it keeps its id and, with
 * an unchanged address, its position (no new geocoding).
 */
export function officesAfter(offices: readonly Office[], change: { save: OfficeDraft; id?: string } | { remove: string }): OfficeInput[] {
  const kept = offices.map((office) => ({ id: office.id, name: office.name, address: office.address }));
  if ('remove' in change) return kept.filter((office) => office.id !== change.remove);
  if (!change.id) return [...kept, officeInputOf(change.save)];
  return kept.map((office) => (office.id === change.id ? officeInputOf(change.save, change.id) : office));
}

/** How an office was placed, in HR's words (SPEC.md wording: plain sentences). */
export function officePlacement(office: Pick<Office, 'locationSource' | 'latitude'>): { state: 'address' | 'city' | 'none'; text: string } {
  if (office.latitude === null || office.locationSource === null) {
    return { state: 'none', text: 'Not found on the map: members cannot search near this office. Check the address.' };
  }
  if (office.locationSource === 'city') return { state: 'city', text: 'Only the town was found: distances are measured from its centre.' };
  return { state: 'address', text: 'Placed on the map from its address.' };
}
