import { optional, plainObject } from '../../validation/plain-schema';
import { companyDomainField } from '../admin/company-inputs';

/** `?domain=` on the HR billing routes (issue 34): a platform admin names the company; HR may only name its own. */
export const billingCompanyQuery = plainObject({ domain: optional(companyDomainField) });
