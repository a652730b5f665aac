import * as z from 'zod';
import { roleSchema } from './auth';
import { lineText } from './free-text';
import { ssoSettingsSchema } from './sso';

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
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeePageSchema = z.object({ items: z.array(employeeSchema), nextCursor: z.string().nullable() });
export type EmployeePage = z.infer<typeof employeePageSchema>;

export const DOMAIN_MESSAGE = 'Please enter a valid company domain';
export const domainField = z
  .string({ error: DOMAIN_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, DOMAIN_MESSAGE);

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
  name: lineText({ error: 'Please enter the company name' }).min(1, 'Please enter the company name').max(100, 'Company name must be at most 100 characters'),
});

export const roleChangeSchema = z.object({ role: roleSchema });
