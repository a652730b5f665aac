/**
 * Plain rules, no zod (issue 15: pages and functions that only read listings do not load it);
 * ./work-ready holds the schema and re-exports all of this.
 *
 * The work-ready checklist (issue 16): what a host confirms about working from their home. The
 * "Work-ready" badge is earned, not ticked: it needs every item of `isWorkReady` below.
 */
export const WORK_READY_MIN_WIFI_MBPS = 25;
/** 10 Gbps: faster home lines do not exist; a bigger number is a typo. */
export const WIFI_MBPS_MAX = 10_000;

export const WORK_READY_MESSAGES = {
  wifiMbps: 'WiFi speed must be a whole number of Mbps',
  wifiMbpsMax: `WiFi speed must be at most ${WIFI_MBPS_MAX} Mbps`,
  workspacePhoto: 'The workspace photo must be one of the listing photos',
  yesNo: 'Please answer yes or no',
} as const;

/** A listing's checklist as stored and answered (work-ready.ts's schema outputs exactly this). */
export interface WorkReady {
  deskAndChair: boolean;
  quietSpace: boolean;
  wifiMbps: number | null;
  externalMonitor: boolean;
  workspacePhoto: string | null;
}

export const emptyWorkReady = (): WorkReady => ({
  deskAndChair: false,
  quietSpace: false,
  wifiMbps: null,
  externalMonitor: false,
  workspacePhoto: null,
});

/**
 * The old free-text WiFi field as a number of Mbps: "500 Mbps" → 500, "1 Gbps" → 1000,
 * "300mbit/s" → 300, "1.5 Gb" → 1500, "fast" or "" → null. A bare number is read as Mbps.
 * Kbps and anything else unknown give null (unknown speed), never a guess.
 */
export function parseWifiMbps(text: string | null | undefined): number | null {
  if (!text) return null;
  // Linear: the spaces before the number are one run (a prefix word owns the spaces after it), so
  // 64 KiB of spaces is one pass, not the quadratic split of `\s*(?:word)?\s*` (issue 14).
  const match = /^\s*(?:(?:~|about|approx\.?|up to)\s*)?(\d+(?:[.,]\d+)?)\s*([a-z/]*)/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  const factor = unit === '' ? 1 : GIGA_UNITS.has(unit) ? 1000 : MEGA_UNITS.has(unit) ? 1 : null;
  if (factor === null || !Number.isFinite(value)) return null;
  const mbps = Math.round(value * factor);
  return mbps > 0 && mbps <= WIFI_MBPS_MAX ? mbps : null;
}

const GIGA_UNITS = new Set(['gbps', 'gbit/s', 'gbit', 'gb/s', 'gb', 'g']);
const MEGA_UNITS = new Set(['mbps', 'mbit/s', 'mbit', 'mb/s', 'mb', 'm']);

/** The badge rule: desk and chair, a quiet space, WiFi ≥ 25 Mbps and a photo of the workspace (one of the listing's photos). */
export function isWorkReady(listing: { workReady: WorkReady; images: readonly string[] }): boolean {
  const { deskAndChair, quietSpace, wifiMbps, workspacePhoto } = listing.workReady;
  return (
    deskAndChair &&
    quietSpace &&
    wifiMbps !== null &&
    wifiMbps >= WORK_READY_MIN_WIFI_MBPS &&
    workspacePhoto !== null &&
    listing.images.includes(workspacePhoto)
  );
}

/** What a listing that is not (or not only) Work-ready shows it has, in the order the checklist asks. */
export function workReadyHighlights(workReady: WorkReady): string[] {
  const highlights: string[] = [];
  if (workReady.deskAndChair) highlights.push('Desk and chair');
  if (workReady.quietSpace) highlights.push('Quiet space');
  if (workReady.wifiMbps !== null) highlights.push(`WiFi ${formatMbps(workReady.wifiMbps)}`);
  if (workReady.externalMonitor) highlights.push('External monitor');
  return highlights;
}

export function formatMbps(mbps: number): string {
  return mbps >= 1000 && mbps % 1000 === 0 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`;
}

/**
 * The checklist of a listing saved before it existed: speed parsed from the old text, desk and
 * chair from the old "Dedicated workspace" box (what that box claimed); quiet space and the
 * workspace photo are left for the host to confirm, so no migrated listing is badged by guess.
 */
export function workReadyFromLegacy(legacy: { wifiSpeed?: unknown; hasWorkspace?: unknown }): WorkReady {
  return {
    ...emptyWorkReady(),
    deskAndChair: legacy.hasWorkspace === true,
    wifiMbps: typeof legacy.wifiSpeed === 'string' ? parseWifiMbps(legacy.wifiSpeed) : null,
  };
}
