import { isCalendarDate, utcDate } from './booking-rules';
import { LISTING_MESSAGES } from './listing-options';
import { parseWifiMbps, WORK_READY_MESSAGES, type WorkReady } from './work-ready-rules';

/**
 * The listing rules that are no schema: plain functions, no zod (issue 15). ./listing's schemas
 * and the server's plain validators of the listing body (functions/src/http/listings/listing-inputs.ts)
 * both use them; ./listing re-exports all of this.
 */

/** No value twice (photos, available dates). */
export function noRepeats(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * No listed date before today, the UTC calendar day (ARCHITECTURE.md: stay dates are computed in
 * UTC) at the time of the check. An entry that is no calendar date is left to the format rule.
 */
export function noPastDates(dates: readonly string[], nowMs: number = Date.now()): boolean {
  const today = utcDate(nowMs);
  return dates.every((date) => !isCalendarDate(date) || date >= today);
}

/**
 * The rules between fields, for a whole listing: checked by the create schema, and by the PATCH
 * service on the listing as it would be after the change (stored values merged with the patch).
 */
export function listingRuleIssues(listing: {
  minNights: number;
  maxNights: number | null;
  images: readonly string[];
  workReady: Pick<WorkReady, 'workspacePhoto'>;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (listing.maxNights !== null && listing.maxNights < listing.minNights) {
    issues.push({ path: 'maxNights', message: LISTING_MESSAGES.maxNightsBelowMin });
  }
  const photo = listing.workReady.workspacePhoto;
  if (photo !== null && !listing.images.includes(photo)) {
    issues.push({ path: 'workReady.workspacePhoto', message: WORK_READY_MESSAGES.workspacePhoto });
  }
  return issues;
}

/** A new listing: the legacy text, when given without a number, becomes the checklist's WiFi speed; it is not kept. */
export function withWifiFromLegacy<T extends { wifiSpeed?: string | null; workReady?: WorkReady }>(input: T): Omit<T, 'wifiSpeed'> {
  const { wifiSpeed, ...rest } = input;
  if (rest.workReady && rest.workReady.wifiMbps === null && wifiSpeed) {
    return { ...rest, workReady: { ...rest.workReady, wifiMbps: parseWifiMbps(wifiSpeed) } };
  }
  return rest;
}

/**
 * A listing change (PATCH): the legacy text, when given and the change sets no WiFi speed of its
 * own, sets the checklist's speed (the other checklist items are left as they are); it is not kept.
 */
export function withWifiFromLegacyInPatch<T extends { wifiSpeed?: string | null; workReady?: Partial<WorkReady> }>({ wifiSpeed, ...rest }: T) {
  return wifiSpeed && rest.workReady?.wifiMbps === undefined ? { ...rest, workReady: { ...rest.workReady, wifiMbps: parseWifiMbps(wifiSpeed) } } : rest;
}
