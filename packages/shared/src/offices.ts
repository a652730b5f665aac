/**
 * Issue 41: a company's offices, which HR keeps (`GET`/`PUT /api/hr/offices`) and members search
 * near (`GET /api/offices`, `GET /api/listings?near=<officeId>`). No dependencies: the web form and
 * the functions' plain validator share the limits and messages.
 */

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
