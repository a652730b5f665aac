import * as z from 'zod';
import { roleSchema } from './auth';
import { lineText } from './free-text';
import { COMPANY_DOMAIN_PATTERN, COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES, DOMAIN_MESSAGE } from './company-rules';
import { ssoSettingsSchema } from './sso';

export { COMPANY_DOMAIN_PATTERN, COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES, COMPANY_STATUS_MESSAGE, DOMAIN_MESSAGE } from './company-rules';
export { FORMER_MEMBER_NAME, personName, roleLabels } from './roles';

/** One row of HR's Company Employees list and of the admin's user search. */
export const employeeSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  role: roleSchema,
  companyDomain: z.string(),
  isActive: z.boolean(),
  /** Erased at their request (issue 13): shown as Deleted, with no name or e-mail. */
  isDeleted: z.boolean(),
  createdAt: z.string(),
  /** Admin → Users only (issue 22): SES reported a bounce or complaint, so optional e-mails stop. */
  mailSuppressed: z.enum(['bounce', 'complaint']).nullable().optional(),
  /** Issue 35: the member's manager (may approve their business stays), set by HR. */
  managerId: z.string().nullable().optional(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeePageSchema = z.object({ items: z.array(employeeSchema), nextCursor: z.string().nullable() });
export type EmployeePage = z.infer<typeof employeePageSchema>;

export const domainField = z.string({ error: DOMAIN_MESSAGE }).trim().toLowerCase().regex(COMPANY_DOMAIN_PATTERN, DOMAIN_MESSAGE);

export const companySchema = z.object({
  domain: z.string(),
  name: z.string(),
  /** `pending` until the domain's TXT record is verified (issue 19): nobody of it can sign in. */
  status: z.enum(['pending', 'active', 'suspended']),
  enrolledAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** The TXT record to publish on the domain (`worknest-verification=…`); null once verified. */
  verificationRecord: z.string().nullable(),
  sso: ssoSettingsSchema.nullable(),
});
export type CompanyInfo = z.infer<typeof companySchema>;

export const enrollCompanySchema = z.object({
  domain: domainField,
  name: lineText({ error: COMPANY_NAME_MESSAGES.required }).min(1, COMPANY_NAME_MESSAGES.required).max(COMPANY_NAME_MAX, COMPANY_NAME_MESSAGES.tooLong),
});

export const roleChangeSchema = z.object({ role: roleSchema });
