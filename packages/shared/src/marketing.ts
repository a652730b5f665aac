import * as z from 'zod';
import { localeSchema } from './locale';
import { lineText, multilineText } from './free-text';
import { canonicalMailbox, isWorkEmail } from './email';
import {
  COMPANY_NAME_MAX,
  COMPANY_SIZES,
  DEMO_MESSAGE_MAX,
  HISTORY_EMAIL_MESSAGE,
  HONEYPOT_FIELD,
  HONEYPOT_MAX,
  MARKETING_PAGE_SIZE_DEFAULT,
  MARKETING_PAGE_SIZE_MAX,
  MARKETING_ROLES,
  NAME_MAX,
  PAGE_SIZE_MESSAGE,
  REGIONS,
  SERVER_MESSAGES,
  WAITLIST_SOURCES,
  type MarketingMessages,
} from './marketing-options';

// Plain values that used to live here (issue 15: the marketing functions check their inputs without zod).
export {
  DEMO_REQUEST_RECEIVED_MESSAGE,
  MARKETING_HISTORY_MAX,
  MARKETING_PAGE_SIZE_DEFAULT,
  MARKETING_PAGE_SIZE_MAX,
  WAITLIST_RECEIVED_MESSAGE,
} from './marketing-options';

/*
 * The schemas of the public forms of the landing page and their API. One schema factory per
 * form shape: the server validates with the messages of SPEC.md §5 "Shared waitlist/demo schema
 * messages"; each form builds the same schema with its own messages (§5 "Quick waitlist",
 * "Waitlist modal", "Demo modal"), all in ./marketing-options.
 */

function emailWith(m: MarketingMessages) {
  return z
    .string({ error: m.emailRequired })
    .trim()
    .refine((value) => value.length > 0, m.emailRequired)
    // An empty field shows only "required", not also "invalid".
    .refine((value) => value.length === 0 || isWorkEmail(value), m.emailInvalid)
    .transform(canonicalMailbox);
}

function requiredText(message: string, max: number) {
  return lineText({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`);
}

/** Optional text: trimmed, empty becomes absent. */
function optionalText(max: number, multiline = false) {
  return (multiline ? multilineText() : lineText())
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

const honeypot = z.string().max(HONEYPOT_MAX).optional();

/** `POST /api/waitlist` body, and the waitlist forms (with their own messages). */
export function waitlistSchema(m: MarketingMessages) {
  return z
    .object({
      email: emailWith(m),
      role: z.enum(MARKETING_ROLES, { error: m.role }),
      companyName: optionalText(COMPANY_NAME_MAX),
      companySize: z.enum(COMPANY_SIZES, { error: m.companySize }).optional(),
      regions: z.array(z.enum(REGIONS)).max(REGIONS.length).optional(),
      source: z.enum(WAITLIST_SOURCES).default('modal'),
      /** Issue 40: the browser's language, the language of the confirmation mail. */
      locale: localeSchema.optional(),
      [HONEYPOT_FIELD]: honeypot,
    })
    .refine((entry) => entry.source === 'quick' || entry.role === 'employee' || Boolean(entry.companyName), {
      message: m.companyName,
      path: ['companyName'],
      // Report a missing company name together with the other field errors, but only once the role is
      // known, and never for a body that is not an object at all (nothing to read the role from).
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        payload.issues.every((issue) => issue.path?.[0] !== 'role' && issue.path?.[0] !== 'source'),
    });
}

export const waitlistSubmissionSchema = waitlistSchema(SERVER_MESSAGES);
export type WaitlistSubmissionInput = z.input<typeof waitlistSubmissionSchema>;
export type WaitlistSubmission = z.output<typeof waitlistSubmissionSchema>;

/** `POST /api/demo-request` body, and the demo modal (with its own messages). */
export function demoRequestSchema(m: MarketingMessages) {
  return z.object({
    name: requiredText(m.name, NAME_MAX),
    email: emailWith(m),
    company: requiredText(m.companyName, COMPANY_NAME_MAX),
    role: z.enum(MARKETING_ROLES, { error: m.role }),
    companySize: z.enum(COMPANY_SIZES, { error: m.companySize }),
    message: optionalText(DEMO_MESSAGE_MAX, true),
    locale: localeSchema.optional(),
    [HONEYPOT_FIELD]: honeypot,
  });
}

export const demoRequestSubmissionSchema = demoRequestSchema(SERVER_MESSAGES);
export type DemoRequestSubmissionInput = z.input<typeof demoRequestSubmissionSchema>;
export type DemoRequestSubmission = z.output<typeof demoRequestSubmissionSchema>;

/** The answer to both submissions (also to a honeypot hit, so bots learn nothing). */
export const submissionReceivedSchema = z.object({ message: z.string() });
export type SubmissionReceived = z.infer<typeof submissionReceivedSchema>;

/**
 * One waitlist signup as the admin list shows it: the address's latest values. Every submission
 * is also kept as it was sent (append-only, issue 14): `GET /api/waitlist/history?email=`.
 */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MARKETING_ROLES),
  companyName: z.string().nullable(),
  companySize: z.enum(COMPANY_SIZES).nullable(),
  regions: z.array(z.enum(REGIONS)),
  source: z.enum(WAITLIST_SOURCES),
  /** The latest submission; the list is sorted by it, newest first. */
  submittedAt: z.string(),
  firstSubmittedAt: z.string(),
  submissionCount: z.number().int(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** One demo request as the admin list shows it (latest values); each submission is kept too: `GET /api/demo-request/history?email=`. */
export const demoRequestEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.enum(MARKETING_ROLES),
  companySize: z.enum(COMPANY_SIZES),
  message: z.string().nullable(),
  submittedAt: z.string(),
  firstSubmittedAt: z.string(),
  submissionCount: z.number().int(),
});
export type DemoRequestEntry = z.infer<typeof demoRequestEntrySchema>;

export const waitlistPageSchema = z.object({ items: z.array(waitlistEntrySchema), nextCursor: z.string().nullable() });
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;
export const demoRequestPageSchema = z.object({ items: z.array(demoRequestEntrySchema), nextCursor: z.string().nullable() });
export type DemoRequestPage = z.infer<typeof demoRequestPageSchema>;

/** `GET /api/waitlist` and `GET /api/demo-request` query: newest first, `cursor` from the previous page. */
export const marketingListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MARKETING_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
    .default(MARKETING_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(2000).optional(),
});

/** `GET /api/waitlist/history` and `GET /api/demo-request/history` query: one address. */
export const marketingHistoryQuerySchema = z.object({
  email: z.string({ error: HISTORY_EMAIL_MESSAGE }).trim().refine(isWorkEmail, HISTORY_EMAIL_MESSAGE).transform(canonicalMailbox),
});

/** One kept waitlist submission, exactly as sent. */
export const waitlistSubmissionRecordSchema = waitlistEntrySchema.omit({ firstSubmittedAt: true, submissionCount: true });
export type WaitlistSubmissionRecord = z.infer<typeof waitlistSubmissionRecordSchema>;
/** One kept demo request, exactly as sent. */
export const demoSubmissionRecordSchema = demoRequestEntrySchema.omit({ firstSubmittedAt: true, submissionCount: true });
export type DemoSubmissionRecord = z.infer<typeof demoSubmissionRecordSchema>;

export interface WaitlistHistory {
  email: string;
  submissions: WaitlistSubmissionRecord[];
}
export interface DemoRequestHistory {
  email: string;
  submissions: DemoSubmissionRecord[];
}
