import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';
import { enrollCompany, newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 40 part 2 (ADR 0186): the admin's messages people read carry their code, and a message
 * made by a function (`acme.test is enrolled already.`) its code and values, through the gateway
 * as the SPA gets them. Each run works in companies of its own.
 */
interface ErrorBody {
  message: string;
  code: string;
  messageCode?: string;
  messageValues?: Record<string, string | number>;
}

let ada: SignedInMember;

beforeAll(async () => {
  Object.assign(process.env, inject('localEnv'));
  const domain = await newCompany('Codes GmbH');
  ada = await signedInMember(domain, 'admin', 'Ada');
});

describe('server messages with values (issue 40 part 2)', { timeout: 120_000 }, () => {
  it('enrolling a company twice: 409 with the code and the domain as a value', async () => {
    const domain = `codes-${randomUUID().slice(0, 8)}.test`;
    await enrollCompany(domain, 'Twice Ltd');
    const again = await ada.client.post<ErrorBody>('/api/admin/companies', { domain, name: 'Twice Ltd' });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toMatchObject({ message: `${domain} is enrolled already.`, code: 'company_exists', messageCode: 'company_enrolled_already', messageValues: { domain } });
  });

  it('suspending a pending company: 409 with the code and the domain', async () => {
    const domain = `pending-${randomUUID().slice(0, 8)}.test`;
    const enrolled = await ada.client.post('/api/admin/companies', { domain, name: 'Pending Ltd' });
    expect(enrolled.status, enrolled.text).toBe(201);
    const suspended = await ada.client.put<ErrorBody>(`/api/admin/companies/${domain}/status`, { status: 'suspended' });
    expect(suspended.status, suspended.text).toBe(409);
    expect(suspended.body).toMatchObject({ code: 'company_pending', messageCode: 'company_not_verified', messageValues: { domain } });
  });

  it('the admin’s own role: its fixed code, no values', async () => {
    const own = await ada.client.patch<ErrorBody>(`/api/admin/users/${ada.id}`, { role: 'employee' });
    expect(own.status, own.text).toBe(403);
    expect(own.body).toMatchObject({ message: ADMIN_MESSAGES.ownRole, messageCode: 'admin_own_role' });
    expect(own.body.messageValues).toBeUndefined();
  });
});
