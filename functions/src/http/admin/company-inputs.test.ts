import { domainField } from '@worknest/shared/people';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { companyDomainParams, companyStatusBody } from './company-inputs';

describe('the company routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('{domain}: trimmed, lower case, a host name', () => {
    const zodParams = z.object({ domain: domainField });
    for (const domain of [undefined, '', 'ab', 'acme.test', ' ACME.Test ', 'a.b', 'acme', 'acme..test', '-acme.test', 'acme-.test', `${'a'.repeat(64)}.test`, `${'a.'.repeat(130)}test`, 'acme.t3st', 'acme.test.', 5, ['acme.test']]) {
      expect(answerOf(companyDomainParams, { domain }), JSON.stringify(domain)).toStrictEqual(answerOf(zodParams, { domain }));
    }
  });

  it('{status}', () => {
    const zodBody = z.object({ status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }) });
    for (const body of [undefined, {}, { status: 'active' }, { status: 'suspended' }, { status: 'pending' }, { status: null }, { status: 'active', other: 1 }]) {
      expect(answerOf(companyStatusBody, body), JSON.stringify(body)).toStrictEqual(answerOf(zodBody, body));
    }
  });
});
