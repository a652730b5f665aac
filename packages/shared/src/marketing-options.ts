/*
 * The options and messages of the public forms (waitlist modal, quick waitlist form, demo modal),
 * without zod: the landing page renders its forms from these and loads the schemas
 * (./marketing) only when a form is submitted.
 */

/** SPEC.md §3 public form role options, in the order the forms list them. */
export const MARKETING_ROLES = ['hr', 'leadership', 'ops', 'employee', 'other'] as const;
export type MarketingRole = (typeof MARKETING_ROLES)[number];
export const MARKETING_ROLE_LABELS: Record<MarketingRole, string> = {
  hr: 'HR/People Ops',
  leadership: 'Leadership',
  ops: 'Ops/Facilities',
  employee: 'Employee',
  other: 'Other',
};

/** Roles that buy for a company: the waitlist modal asks them about size and regions (step 2). */
export const COMPANY_ROLES: readonly MarketingRole[] = ['hr', 'leadership', 'ops'];

/** SPEC.md §3 company size options. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** "Primary regions" of the waitlist modal's step 2: a fixed list keeps the admin export clean. */
export const REGIONS = ['europe', 'north_america', 'latin_america', 'asia_pacific', 'middle_east', 'africa'] as const;
export type Region = (typeof REGIONS)[number];
export const REGION_LABELS: Record<Region, string> = {
  europe: 'Europe',
  north_america: 'North America',
  latin_america: 'Latin America',
  asia_pacific: 'Asia-Pacific',
  middle_east: 'Middle East',
  africa: 'Africa',
};

/** Which form sent a waitlist entry; the modal asks for the company name, the quick form does not. */
export const WAITLIST_SOURCES = ['modal', 'quick'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

/**
 * The hidden field people never see and bots fill in. A submission with it filled gets the normal
 * success answer and is not stored.
 */
export const HONEYPOT_FIELD = 'website';

export const NAME_MAX = 100;
export const COMPANY_NAME_MAX = 120;
export const DEMO_MESSAGE_MAX = 2000;

export interface MarketingMessages {
  emailRequired: string;
  emailInvalid: string;
  role: string;
  name: string;
  companyName: string;
  companySize: string;
}

/** SPEC.md §5 shared waitlist/demo schema messages: what the API answers. */
export const SERVER_MESSAGES: MarketingMessages = {
  emailRequired: 'Please enter a valid work email',
  emailInvalid: 'Please enter a valid work email',
  role: 'Please select a role',
  name: 'Please enter your name',
  companyName: 'Please enter your company name',
  companySize: 'Please select company size',
};

/** SPEC.md §5 "Quick waitlist". */
export const QUICK_FORM_MESSAGES: MarketingMessages = {
  ...SERVER_MESSAGES,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid work email.',
  role: 'Please select a role.',
};

/** SPEC.md §5 "Waitlist modal" (the required-e-mail text is the one browsers use). */
export const WAITLIST_MODAL_MESSAGES: MarketingMessages = {
  ...SERVER_MESSAGES,
  emailRequired: 'Please fill in this field.',
  emailInvalid: 'Please enter a valid work email.',
  role: 'Please select a role.',
  companyName: 'Please enter your company name.',
};

/** SPEC.md §5 "Demo modal"; its invalid e-mail text is the short 'Invalid email' of §5. */
export const DEMO_FORM_MESSAGES: MarketingMessages = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Invalid email',
  role: 'Please select a role.',
  name: 'Please enter your name.',
  companyName: 'Please enter your company name.',
  companySize: 'Please select company size.',
};

/** The honeypot field's longest accepted value (a bot filling it is answered as a person). */
export const HONEYPOT_MAX = 500;

/** The answers to both submissions (also to a honeypot hit, so bots learn nothing). */
export const WAITLIST_RECEIVED_MESSAGE = "You're on the list";
export const DEMO_REQUEST_RECEIVED_MESSAGE = "Thank you! We'll email you to schedule a time.";

/** `GET /api/waitlist` and `GET /api/demo-request`: page sizes. */
export const MARKETING_PAGE_SIZE_DEFAULT = 50;
export const MARKETING_PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_MESSAGE = 'Invalid page size';

/** The most submissions of one address a history answer holds (the limits allow far fewer in 24 months). */
export const MARKETING_HISTORY_MAX = 200;
/** `GET /api/waitlist/history` and `GET /api/demo-request/history`: the one address asked about. */
export const HISTORY_EMAIL_MESSAGE = 'Please give an e-mail address';
