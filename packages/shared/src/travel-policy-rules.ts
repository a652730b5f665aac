import { countNights, utcDate } from './booking-rules';
import { formatEuros, formatEurosIn } from './format-money';
import { plural } from './plural';

/**
 * Issue 35: a company's travel policy for business stays, and the check of one stay against it.
 * Plain values and rules without zod: the booking function, the policy-check route, the search
 * and the booking panel read them. Amounts are cents; a cap is compared in whole cents (no
 * rounding: €150.01 is above a €150 cap) and shown as euros (cents only when there are some).
 */

export const APPROVAL_MODES = ['none', 'out_of_policy', 'always'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export const DEADLINE_OUTCOMES = ['approve', 'decline'] as const;
export type DeadlineOutcome = (typeof DEADLINE_OUTCOMES)[number];

export const APPROVAL_DEADLINE_MIN_HOURS = 1;
export const APPROVAL_DEADLINE_MAX_HOURS = 168;
export const DEFAULT_APPROVAL_DEADLINE_HOURS = 48;
/** €100,000 a night: a typo's guard, not a price. */
export const MAX_NIGHTLY_CAP_CENTS = 10_000_000;
export const MAX_POLICY_NIGHTS = 90;
export const MAX_ADVANCE_DAYS = 365;
export const JUSTIFICATION_MIN_LENGTH = 10;
export const JUSTIFICATION_MAX_LENGTH = 500;
export const REJECT_REASON_MIN_LENGTH = 3;
export const REJECT_REASON_MAX_LENGTH = 500;

export interface TravelPolicy {
  /** The cap a night in any country without its own; null: no cap. */
  maxNightlyCents: number | null;
  /** Caps per country (ISO 3166 alpha-2, upper case), over `maxNightlyCents`. */
  countryCaps: Record<string, number>;
  /** The longest business stay; null: no limit of the company's. */
  maxNights: number | null;
  /** Days between today (UTC) and check-in at the least; 0: none. */
  minAdvanceDays: number;
  approval: ApprovalMode;
  approvalDeadlineHours: number;
  onDeadline: DeadlineOutcome;
}

/** A company that never set a policy: nothing is capped and nobody is asked. */
export const DEFAULT_TRAVEL_POLICY: TravelPolicy = {
  maxNightlyCents: null,
  countryCaps: {},
  maxNights: null,
  minAdvanceDays: 0,
  approval: 'none',
  approvalDeadlineHours: DEFAULT_APPROVAL_DEADLINE_HOURS,
  onDeadline: 'decline',
};

export type PolicyRule = 'nightly-cap' | 'max-nights' | 'advance-notice';

export interface PolicyReason {
  rule: PolicyRule;
  /** The sentence in English (mails and older clients show it as it is). */
  message: string;
  /** Issue 40: what the sentence says, so a reader's language can say it too (policyReasonMessage). Absent on reasons stored before. */
  values?: PolicyReasonValues;
}

export interface PolicyReasonValues {
  company: string;
  priceCents?: number;
  capCents?: number;
  /** The ISO code of the country whose cap applied, or null for the company-wide cap. */
  country?: string | null;
  nights?: number;
  maxNights?: number;
  minAdvanceDays?: number;
  days?: number;
}

export interface PolicyCheck {
  inPolicy: boolean;
  reasons: PolicyReason[];
}

export const TRAVEL_POLICY_MESSAGES = {
  maxNightlyCents: `The nightly cap must be a whole number of cents from 0 to ${MAX_NIGHTLY_CAP_CENTS}, or null for none`,
  countryCaps: 'Country caps must be an object of ISO country codes (like "CH") to whole cents',
  countryCode: (code: string) => `"${code}" is not an ISO 3166 country code (two letters, like "CH")`,
  countryCap: (code: string) => `The cap for ${code} must be a whole number of cents from 0 to ${MAX_NIGHTLY_CAP_CENTS}`,
  maxNights: `The longest stay must be a whole number of nights from 1 to ${MAX_POLICY_NIGHTS}, or null for none`,
  minAdvanceDays: `The advance notice must be a whole number of days from 0 to ${MAX_ADVANCE_DAYS}`,
  approval: 'Approval must be none, out_of_policy or always',
  approvalDeadlineHours: `The approval deadline must be a whole number of hours from ${APPROVAL_DEADLINE_MIN_HOURS} to ${APPROVAL_DEADLINE_MAX_HOURS}`,
  onDeadline: 'At the deadline, the stay must be approve or decline',
  justification: `Please say why this trip is outside the travel policy (${JUSTIFICATION_MIN_LENGTH}–${JUSTIFICATION_MAX_LENGTH} characters)`,
  rejectReason: `Please give a reason (${REJECT_REASON_MIN_LENGTH}–${REJECT_REASON_MAX_LENGTH} characters)`,
  inPolicy: 'inPolicy must be true or false',
} as const;

/** ISO 3166-1 alpha-2, every officially assigned code. */
const ISO_COUNTRY_CODES = new Set(
  ('AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
    'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
    'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
    'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
    'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
    'SJ SK SL SM SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN ' +
    'VU WF WS YE YT ZA ZM ZW').split(' '),
);

export function isIsoCountryCode(code: string): boolean {
  return ISO_COUNTRY_CODES.has(code);
}

/** Everyday names no English country name covers. */
const EVERYDAY_NAMES: Record<string, string> = {
  usa: 'US', america: 'US', 'united states of america': 'US', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', 'great britain': 'GB', britain: 'GB', uk: 'GB', holland: 'NL', 'czech republic': 'CZ',
  deutschland: 'DE', schweiz: 'CH', suisse: 'CH', svizzera: 'CH', espana: 'ES', italia: 'IT', danmark: 'DK',
  nederland: 'NL', osterreich: 'AT', sverige: 'SE', norge: 'NO', polska: 'PL',
};

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/^the /, '');

let byName: Map<string, string> | null = null;

/**
 * The ISO code of a listing's free-text country ("Germany", "DE", "Schweiz"), or null. English
 * names come from Intl.DisplayNames (no table of our own to ship), codes and a few everyday names.
 */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  if (!byName) {
    byName = new Map();
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
    for (const code of ISO_COUNTRY_CODES) {
      byName.set(code.toLowerCase(), code);
      const name = names?.of(code);
      if (name && name !== code) byName.set(normalise(name), code);
    }
    for (const [name, code] of Object.entries(EVERYDAY_NAMES)) if (!byName.has(name)) byName.set(name, code);
  }
  return byName.get(normalise(country)) ?? null;
}

/** The English name of an ISO code ("DE" → "Germany"), or the code. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The nightly cap for a listing's country: the country's own, else the company's; null: none. */
export function nightlyCapFor(policy: Pick<TravelPolicy, 'maxNightlyCents' | 'countryCaps'>, countryCode: string | null): number | null {
  if (countryCode && policy.countryCaps[countryCode] !== undefined) return policy.countryCaps[countryCode]!;
  return policy.maxNightlyCents;
}

/** Whether a nightly price is within the cap for its country (the search's `inPolicy=true`). */
export function withinNightlyCap(policy: Pick<TravelPolicy, 'maxNightlyCents' | 'countryCaps'>, pricePerNightCents: number, country: string | null | undefined): boolean {
  const cap = nightlyCapFor(policy, countryCodeOf(country));
  return cap === null || pricePerNightCents <= cap;
}

export interface PolicyStay {
  pricePerNightCents: number;
  /** The listing's country as written. */
  country: string | null;
  checkIn: string;
  checkOut: string;
}

/**
 * The stay against the policy: every rule it breaks, each with a sentence for the traveller and
 * the approver ("€180 a night is above Acme's €150 cap for Germany").
 */
export function checkTravelPolicy(policy: TravelPolicy, stay: PolicyStay, context: { companyName: string; nowMs: number }): PolicyCheck {
  const reasons: PolicyReason[] = [];
  const code = countryCodeOf(stay.country);
  const cap = nightlyCapFor(policy, code);
  if (cap !== null && stay.pricePerNightCents > cap) {
    const where = code ? ` for ${countryName(code)}` : '';
    reasons.push({
      rule: 'nightly-cap',
      message: `${formatEuros(stay.pricePerNightCents)} a night is above ${context.companyName}’s ${formatEuros(cap)} cap${where}`,
      values: { company: context.companyName, priceCents: stay.pricePerNightCents, capCents: cap, country: code },
    });
  }
  const nights = countNights(stay.checkIn, stay.checkOut);
  if (policy.maxNights !== null && nights > policy.maxNights) {
    reasons.push({
      rule: 'max-nights',
      message: `${plural(nights, 'night')} is longer than ${context.companyName}’s limit of ${plural(policy.maxNights, 'night')}`,
      values: { company: context.companyName, nights, maxNights: policy.maxNights },
    });
  }
  if (policy.minAdvanceDays > 0) {
    const days = Math.round((Date.parse(`${stay.checkIn}T00:00:00Z`) - Date.parse(`${utcDate(context.nowMs)}T00:00:00Z`)) / 86_400_000);
    if (days < policy.minAdvanceDays) {
      reasons.push({
        rule: 'advance-notice',
        message: `${context.companyName} asks for ${plural(policy.minAdvanceDays, 'day')} of notice; this trip starts in ${plural(Math.max(days, 0), 'day')}`,
        values: { company: context.companyName, minAdvanceDays: policy.minAdvanceDays, days: Math.max(days, 0) },
      });
    }
  }
  return { inPolicy: reasons.length === 0, reasons };
}

/** A country's name in `intlLocale`: in English the server's own (countryName), so the sentence matches its message. */
function regionName(code: string, intlLocale: string): string {
  if (intlLocale.startsWith('en')) return countryName(code);
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Issue 40: a reason as a catalog message (`errors`, `policy_reason_*`) and its values in
 * `intlLocale`, or null for a reason stored without values (show its English `message`). The
 * English catalog says exactly what `checkTravelPolicy` writes (scripts/src/i18n/catalogs.test.ts).
 */
export function policyReasonMessage(reason: PolicyReason, intlLocale: string): { id: string; values: Record<string, string | number> } | null {
  const values = reason.values;
  if (!values) return null;
  const company = values.company;
  switch (reason.rule) {
    case 'nightly-cap': {
      const money = { company, price: formatEurosIn(intlLocale, values.priceCents ?? 0), cap: formatEurosIn(intlLocale, values.capCents ?? 0) };
      return values.country ? { id: 'policy_reason_nightly_cap_country', values: { ...money, country: regionName(values.country, intlLocale) } } : { id: 'policy_reason_nightly_cap', values: money };
    }
    case 'max-nights':
      return { id: 'policy_reason_max_nights', values: { company, nights: values.nights ?? 0, maxNights: values.maxNights ?? 0 } };
    case 'advance-notice':
      return { id: 'policy_reason_advance_notice', values: { company, minAdvanceDays: values.minAdvanceDays ?? 0, days: values.days ?? 0 } };
  }
}

/** Whether a business stay with this check waits for an approver. */
export function needsApproval(policy: Pick<TravelPolicy, 'approval'>, check: PolicyCheck): boolean {
  return policy.approval === 'always' || (policy.approval === 'out_of_policy' && !check.inPolicy);
}

/** The justification as stored (white space folded), or null when it breaks the 10–500 rule. */
export function cleanJustification(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/\s+/g, ' ').trim();
  return cleaned.length >= JUSTIFICATION_MIN_LENGTH && cleaned.length <= JUSTIFICATION_MAX_LENGTH ? cleaned : null;
}

/**
 * Every issue of a policy body, by field (the route's 400 lists them), or the policy. Country
 * codes are upper-cased before the check ("ch" is CH).
 */
export function parseTravelPolicy(input: unknown): { policy: TravelPolicy } | { issues: { path: string; message: string }[] } {
  const issues: { path: string; message: string }[] = [];
  const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const wholeIn = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  if (!input || typeof input !== 'object' || Array.isArray(input)) issues.push({ path: '', message: 'The policy must be an object' });
  const maxNightlyCents = body.maxNightlyCents ?? null;
  if (maxNightlyCents !== null && !wholeIn(maxNightlyCents, 0, MAX_NIGHTLY_CAP_CENTS)) issues.push({ path: 'maxNightlyCents', message: TRAVEL_POLICY_MESSAGES.maxNightlyCents });
  const countryCaps: Record<string, number> = {};
  const rawCaps = body.countryCaps ?? {};
  if (!rawCaps || typeof rawCaps !== 'object' || Array.isArray(rawCaps)) {
    issues.push({ path: 'countryCaps', message: TRAVEL_POLICY_MESSAGES.countryCaps });
  } else {
    const entries = Object.entries(rawCaps as Record<string, unknown>);
    if (entries.length > 250) issues.push({ path: 'countryCaps', message: TRAVEL_POLICY_MESSAGES.countryCaps });
    for (const [key, value] of entries.slice(0, 250)) {
      const code = key.trim().toUpperCase();
      if (!isIsoCountryCode(code)) issues.push({ path: `countryCaps.${key}`, message: TRAVEL_POLICY_MESSAGES.countryCode(key) });
      else if (!wholeIn(value, 0, MAX_NIGHTLY_CAP_CENTS)) issues.push({ path: `countryCaps.${key}`, message: TRAVEL_POLICY_MESSAGES.countryCap(code) });
      else countryCaps[code] = value as number;
    }
  }
  const maxNights = body.maxNights ?? null;
  if (maxNights !== null && !wholeIn(maxNights, 1, MAX_POLICY_NIGHTS)) issues.push({ path: 'maxNights', message: TRAVEL_POLICY_MESSAGES.maxNights });
  const minAdvanceDays = body.minAdvanceDays ?? 0;
  if (!wholeIn(minAdvanceDays, 0, MAX_ADVANCE_DAYS)) issues.push({ path: 'minAdvanceDays', message: TRAVEL_POLICY_MESSAGES.minAdvanceDays });
  const approval = body.approval ?? 'none';
  if (!APPROVAL_MODES.includes(approval as ApprovalMode)) issues.push({ path: 'approval', message: TRAVEL_POLICY_MESSAGES.approval });
  const approvalDeadlineHours = body.approvalDeadlineHours ?? DEFAULT_APPROVAL_DEADLINE_HOURS;
  if (!wholeIn(approvalDeadlineHours, APPROVAL_DEADLINE_MIN_HOURS, APPROVAL_DEADLINE_MAX_HOURS)) issues.push({ path: 'approvalDeadlineHours', message: TRAVEL_POLICY_MESSAGES.approvalDeadlineHours });
  const onDeadline = body.onDeadline ?? 'decline';
  if (!DEADLINE_OUTCOMES.includes(onDeadline as DeadlineOutcome)) issues.push({ path: 'onDeadline', message: TRAVEL_POLICY_MESSAGES.onDeadline });
  if (issues.length > 0) return { issues };
  return {
    policy: {
      maxNightlyCents: maxNightlyCents as number | null,
      countryCaps,
      maxNights: maxNights as number | null,
      minAdvanceDays: minAdvanceDays as number,
      approval: approval as ApprovalMode,
      approvalDeadlineHours: approvalDeadlineHours as number,
      onDeadline: onDeadline as DeadlineOutcome,
    },
  };
}

/** Approval states a business stay's view carries (issue 35). */
export interface ApprovalInfo {
  outOfPolicy: boolean;
  policyReasons: PolicyReason[];
  justification: string | null;
}

/** How an approval ended: by an approver (named), or by the deadline (`byName` null). */
export interface ApprovalDecision {
  outcome: 'approved' | 'rejected' | 'withdrawn';
  by: 'approver' | 'deadline' | 'traveller';
  byId: string | null;
  byName: string | null;
  at: string;
  /** The approver's reason for a rejection. */
  reason: string | null;
}
