/**
 * A company's domain and status as the admin routes take them, without zod (issue 15: those
 * functions check their path and body by hand); ./people builds `domainField` from them and
 * re-exports them.
 */
export const DOMAIN_MESSAGE = 'Please enter a valid company domain';
/** A lower-case host name of 3 to 253 characters with a top-level label (checked after trimming and lower-casing). */
export const COMPANY_DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** `PUT /api/admin/companies/{domain}/status {status}`. */
export const COMPANY_STATUS_MESSAGE = 'Status must be active or suspended';
/** `POST /api/admin/companies {domain, name}`: the name's messages. */
export const COMPANY_NAME_MESSAGES = { required: 'Please enter the company name', tooLong: 'Company name must be at most 100 characters' } as const;
export const COMPANY_NAME_MAX = 100;
