import { COMPANY_DOMAIN_PATTERN, COMPANY_STATUS_MESSAGE, DOMAIN_MESSAGE } from '@worknest/shared/company-rules';
import { oneOf, plainObject, text } from '../../validation/plain-schema';

/**
 * The company routes' inputs, checked without zod (issue 15). `domainField` of
 * @worknest/shared/people: trimmed, lower case, a host name (company-inputs.test.ts compares both).
 */
export const companyDomainField = text({ typeMessage: DOMAIN_MESSAGE, clean: (value) => value.trim().toLowerCase(), pattern: { regex: COMPANY_DOMAIN_PATTERN, message: DOMAIN_MESSAGE } });

/** `{domain}` of a company. */
export const companyDomainParams = plainObject({ domain: companyDomainField });

/** `PUT /api/admin/companies/{domain}/status {status}`. */
export const companyStatusBody = plainObject({ status: oneOf(['active', 'suspended'], COMPANY_STATUS_MESSAGE) });
