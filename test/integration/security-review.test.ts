import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LINK_INVALID_MESSAGE } from '@worknest/shared/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { setClockOffset } from './support/clock';
import { linksOf, nowSeconds, waitForMail } from './support/inbox';
import { localTable } from './support/local-table';
import { fromIp, newCompany, requestLinkToken, signedInMember, useLocalStore } from './support/members';

/**
 * Issue 14, finding 6 and the Info list: sign-in links redeemed only on a click, with the token
 * in the fragment; one session per browser; newer links retire older ones; an idle timeout;
 * duplicate session cookies refused; a suspended company's sessions deleted.
 */

afterEach(async () => {
  await setClockOffset(0);
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function sessionItem(token: string) {
  await useLocalStore();
  const { keys } = await import('@worknest/functions/store/keys');
  const { hashToken } = await import('@worknest/functions/store/tokens');
  const { db, tableName } = localTable();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.session(hashToken(token)) }))).Item;
}

describe('sign-in links (login CSRF)', () => {
  it('carry the token in the fragment, never in the query string a server or CDN would log', async () => {
    const domain = await newCompany();
    const email = `frag-${randomUUID().slice(0, 6)}@${domain}`;
    const since = nowSeconds();
    expect((await new ApiClient().post('/api/auth/request-magic-link', { email }, { headers: fromIp() })).status).toBe(200);
    const mail = await waitForMail(email, { sinceSeconds: since });
    const links = linksOf(mail).filter((href) => href.includes('/auth/verify'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link);
      expect(url.pathname).toBe('/auth/verify');
      expect(url.search).toBe('');
      expect(url.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
    }
  });

  it('preview whom they sign in, masked, without using the link', async () => {
    const domain = await newCompany();
    const email = `preview-${randomUUID().slice(0, 6)}@${domain}`;
    const client = new ApiClient();
    const token = await requestLinkToken(client, email);

    const preview = await client.post('/api/auth/link-preview', { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ maskedEmail: `p…@${domain}` });
    // Previewing neither signs in nor uses the link.
    expect(preview.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.post('/api/auth/verify', { token })).status).toBe(200);

    const used = await new ApiClient().post('/api/auth/link-preview', { token });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ message: LINK_INVALID_MESSAGE, code: 'link_invalid' });
    expect((await new ApiClient().post('/api/auth/link-preview', { token: 'x'.repeat(43) })).status).toBe(400);
    expect((await new ApiClient().post('/api/auth/link-preview', { token: 'short' })).status).toBe(400);
  });

  it('retire the older unused links of an address when a new one is issued', async () => {
    const domain = await newCompany();
    const email = `twice-${randomUUID().slice(0, 6)}@${domain}`;
    const older = await requestLinkToken(new ApiClient(), email);
    // The inbox keeps seconds; the second mail must be told apart from the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newer = await requestLinkToken(new ApiClient(), email);
    expect(newer).not.toBe(older);

    const stale = await new ApiClient().post('/api/auth/verify', { token: older });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'link_invalid' });
    expect((await new ApiClient().post('/api/auth/verify', { token: newer })).status).toBe(200);
  });
});

describe('sessions (issue 14, Info)', () => {
  it('end the browser’s previous session when it signs in again', async () => {
    const member = await signedInMember(await newCompany());
    const first = member.client.cookie('worknest_session')!;
    // The same browser (its cookie is sent along) follows a new link, here to the same account.
    const token = await requestLinkToken(member.client, member.email);
    expect((await member.client.post('/api/auth/verify', { token })).status).toBe(200);
    const second = member.client.cookie('worknest_session')!;
    expect(second).not.toBe(first);
    expect(await sessionItem(first)).toBeUndefined();
    expect((await new ApiClient().get('/api/auth/user', { headers: { cookie: `worknest_session=${first}` } })).status).toBe(401);
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuse a request that carries the session cookie twice', async () => {
    const member = await signedInMember(await newCompany());
    const token = member.client.cookie('worknest_session')!;
    const other = await signedInMember(await newCompany());
    const otherToken = other.client.cookie('worknest_session')!;
    const twice = await new ApiClient().get('/api/auth/user', { headers: { cookie: `worknest_session=${otherToken}; worknest_session=${token}` } });
    expect(twice.status).toBe(401);
    const same = await new ApiClient().get('/api/auth/user', { headers: { cookie: `worknest_session=${token}; worknest_session=${token}` } });
    expect(same.status).toBe(401);
    expect((await new ApiClient().get('/api/auth/user', { headers: { cookie: `worknest_session=${token}` } })).status).toBe(200);
  });

  it('end after 7 days without use, and last their 10 days while used', async () => {
    const idle = await signedInMember(await newCompany());
    const used = await signedInMember(await newCompany());
    await setClockOffset(4 * DAY);
    expect((await used.client.get('/api/auth/user')).status).toBe(200);
    await setClockOffset(7 * DAY + HOUR);
    expect((await idle.client.get('/api/auth/user')).status).toBe(401);
    await setClockOffset(9 * DAY);
    expect((await used.client.get('/api/auth/user')).status).toBe(200);
  });

  it('of a suspended company are deleted, and do not come back when it is resumed', async () => {
    const domain = await newCompany();
    const ada = await signedInMember(await newCompany(), 'admin', 'Ada');
    const member = await signedInMember(domain);
    const hr = await signedInMember(domain, 'hr', 'Hana');
    const tokens = [member.client.cookie('worknest_session')!, hr.client.cookie('worknest_session')!];

    expect((await ada.client.put(`/api/admin/companies/${domain}/status`, { status: 'suspended' })).status).toBe(200);
    for (const token of tokens) expect(await sessionItem(token)).toBeUndefined();
    expect((await ada.client.put(`/api/admin/companies/${domain}/status`, { status: 'active' })).status).toBe(200);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expect((await hr.client.get('/api/auth/user')).status).toBe(401);
    expect((await ada.client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('page cursors (issue 14, Info)', () => {
  it('answer 400, not 500, for a forged cursor of the right partition with wrong key types', async () => {
    const member = await signedInMember(await newCompany());
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const listings = await member.client.get(`/api/listings/mine?cursor=${forged({ gsi2pk: `USER#${member.id}#LISTINGS`, gsi2sk: 5, pk: {}, sk: 'x' })}`);
    expect(listings.status, listings.text).toBe(400);
    expect(listings.body).toMatchObject({ message: 'Invalid page cursor' });
    const bookings = await member.client.get(`/api/bookings?cursor=${forged({ gsi1pk: `USER#${member.id}#TRIPS`, gsi1sk: ['x'], pk: 'a', sk: 'b' })}`);
    expect(bookings.status, bookings.text).toBe(400);
  });
});
