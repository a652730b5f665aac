import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DirectorySync, DirectorySyncToken } from '@worknest/shared/scim';
import { ApiClient, type ApiResponse } from './support/api-client';
import { newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 38: directory sync with SCIM 2.0 at /scim/v2, through the local gateway (the same route
 * table as the CDK API). The requests below are the shapes Entra ID and Okta really send (their
 * provisioning docs and recorded traffic): Entra's PATCH ops "Replace"/"Add", `"active": "False"`,
 * `emails[type eq "work"].value`, the externalId filter of its first contact; Okta's
 * `?filter=userName eq "…"&startIndex=1&count=100` and its PUT updates.
 */

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

interface ScimUser {
  id: string;
  userName: string;
  externalId?: string;
  active: boolean;
  name: { givenName?: string; familyName?: string };
  emails: { value: string }[];
  groups: { value: string; display: string }[];
  [ENTERPRISE]?: { manager: { value: string } };
  meta: { location: string };
}
interface ScimList<T> { totalResults: number; startIndex: number; itemsPerPage: number; Resources: T[] }
interface ScimError { schemas: string[]; status: string; scimType?: string; detail: string }

/** An identity provider: no cookie, no Origin, the company's bearer token, SCIM's media type. */
class Directory {
  private readonly client = new ApiClient();
  constructor(private readonly token: string) {}
  private options(extra: Record<string, string> = {}) {
    return { origin: null, headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/scim+json', accept: 'application/scim+json', ...extra } };
  }
  get<T>(path: string) { return this.client.get<T>(`/scim/v2${path}`, this.options()); }
  post<T>(path: string, body: unknown) { return this.client.post<T>(`/scim/v2${path}`, body, this.options()); }
  put<T>(path: string, body: unknown) { return this.client.put<T>(`/scim/v2${path}`, body, this.options()); }
  patch<T>(path: string, body: unknown) { return this.client.patch<T>(`/scim/v2${path}`, body, this.options()); }
  delete<T>(path: string) { return this.client.delete<T>(`/scim/v2${path}`, this.options()); }
}

async function companyWithDirectory(): Promise<{ domain: string; hr: SignedInMember; directory: Directory; token: string }> {
  const domain = await newCompany('Scim Co');
  const hr = await signedInMember(domain, 'hr', 'Hanna');
  const made = await hr.client.post<DirectorySyncToken>('/api/hr/directory-sync/token');
  expect(made.status).toBe(201);
  expect(made.body.token).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
  return { domain, hr, directory: new Directory(made.body.token), token: made.body.token };
}

/** What Entra ID POSTs for a new user (its provisioning request, names of a real tenant replaced). */
function entraUser(domain: string, externalId = randomUUID()) {
  const local = `ada.${externalId.slice(0, 6)}`;
  return {
    schemas: [USER, ENTERPRISE],
    externalId,
    userName: `${local}@${domain}`,
    active: true,
    emails: [{ primary: true, type: 'work', value: `${local}@${domain}` }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Ada Lovelace', familyName: 'Lovelace', givenName: 'Ada' },
    roles: [],
  };
}

/** What Okta POSTs (it sends a password and locale we ignore). */
function oktaUser(domain: string) {
  const local = `grace.${randomUUID().slice(0, 6)}`;
  return {
    schemas: [USER],
    userName: `${local}@${domain}`,
    name: { givenName: 'Grace', familyName: 'Hopper' },
    emails: [{ primary: true, value: `${local}@${domain}`, type: 'work' }],
    displayName: 'Grace Hopper',
    locale: 'en-US',
    externalId: `00u${randomUUID().replaceAll('-', '').slice(0, 17)}`,
    groups: [],
    password: 'Ig8wMz7s!',
    active: true,
  };
}

const q = (filter: string, extra = '') => `/Users?filter=${encodeURIComponent(filter)}${extra}`;

function expectScimError(answer: ApiResponse<unknown>, status: number, scimType?: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toContain('application/scim+json');
  const body = answer.body as ScimError;
  expect(body.schemas).toEqual([ERROR]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
}

/** A socket opened with the member's session cookie, as the app in their browser does. */
async function openSocket(member: SignedInMember): Promise<{ socket: WebSocket; received: unknown[] }> {
  const url = inject('appUrl').replace(/^http/, 'ws') + '/ws';
  const socket = new WebSocket(url, { headers: { cookie: `worknest_session=${member.client.cookie('worknest_session')}` } });
  const received: unknown[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString('utf8'))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
  return { socket, received };
}

const pongs = (received: unknown[]) => received.filter((item) => (item as { type?: string }).type === 'pong').length;

async function pingedBack(socket: { socket: WebSocket; received: unknown[] }): Promise<void> {
  const before = pongs(socket.received);
  socket.socket.send(JSON.stringify({ type: 'ping' }));
  for (let i = 0; i < 100 && pongs(socket.received) === before; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pongs(socket.received)).toBeGreaterThan(before);
}

// Each test meets a few functions' first cold start on a shared machine.
describe('SCIM 2.0 directory sync (/scim/v2)', { timeout: 180_000 }, () => {
  let company: Awaited<ReturnType<typeof companyWithDirectory>>;
  beforeAll(async () => {
    company = await companyWithDirectory();
  }, 180_000);

  it('HR makes a token shown once; the page shows the base URL and no token; rotating keeps the old one for 24 hours', async () => {
    const { hr } = await companyWithDirectory();
    const first = await hr.client.post<DirectorySyncToken>('/api/hr/directory-sync/token');
    const view = await hr.client.get<DirectorySync & { token?: string }>('/api/hr/directory-sync');
    expect(view.status).toBe(200);
    expect(view.body.hasToken).toBe(true);
    expect(view.body.baseUrl).toMatch(/\/scim\/v2$/);
    expect(view.body.token).toBeUndefined();
    expect(view.text).not.toContain(first.body.token);
    expect(view.body.groupRoles).toEqual([{ displayName: 'Worknest HR', role: 'hr' }]);

    const second = await hr.client.post<DirectorySyncToken>('/api/hr/directory-sync/token');
    expect(second.body.token).not.toBe(first.body.token);
    expect(second.body.previousValidUntil).not.toBeNull();
    expect((await new Directory(first.body.token).get('/ServiceProviderConfig')).status).toBe(200);
    expect((await new Directory(second.body.token).get('/ServiceProviderConfig')).status).toBe(200);
    // A member who is not HR cannot make one.
    const member = await signedInMember(hr.domain);
    expect((await member.client.post('/api/hr/directory-sync/token')).status).toBe(403);
  });

  it('refuses a wrong, missing or malformed token with 401 in SCIM error format, and a cookie is not enough', async () => {
    expectScimError(await new Directory(`scim_${'A'.repeat(43)}`).get('/Users'), 401);
    expectScimError(await new ApiClient().get('/scim/v2/Users', { headers: { authorization: 'Bearer nope' } }), 401);
    expectScimError(await company.hr.client.get('/scim/v2/Users'), 401);
  });

  it('refuses every SCIM route of the route table without the token, and with only a session cookie (401)', async () => {
    const { httpRoutes } = await import('@worknest/functions/routes');
    const scimRoutes = httpRoutes.filter((route) => route.access === 'scim');
    expect(scimRoutes.length).toBeGreaterThan(10);
    const anonymous = new ApiClient();
    for (const route of scimRoutes) {
      const path = route.path.replace(/\{[^}]+\}/g, randomUUID());
      const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} };
      expectScimError(await anonymous.request(route.method, path, { ...body, origin: null }), 401);
      expectScimError(await company.hr.client.request(route.method, path, body), 401);
    }
  });

  it("never shows or changes another company's group (404)", async () => {
    const other = await companyWithDirectory();
    const theirs = await other.directory.post<{ id: string }>('/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Travel team', members: [] });
    expect(theirs.status).toBe(201);
    expectScimError(await company.directory.get(`/Groups/${theirs.body.id}`), 404);
    expectScimError(await company.directory.put(`/Groups/${theirs.body.id}`, { displayName: 'Mine now', members: [] }), 404);
    expectScimError(await company.directory.patch(`/Groups/${theirs.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'displayName', value: 'Mine now' }] }), 404);
    expectScimError(await company.directory.delete(`/Groups/${theirs.body.id}`), 404);
    expect((await other.directory.get<{ displayName: string }>(`/Groups/${theirs.body.id}`)).body.displayName).toBe('Travel team');
  });

  it('answers the discovery endpoints', async () => {
    const config = await company.directory.get<{ patch: { supported: boolean }; filter: { supported: boolean }; bulk: { supported: boolean }; authenticationSchemes: { type: string }[] }>('/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toContain('application/scim+json');
    expect(config.body.patch.supported).toBe(true);
    expect(config.body.filter.supported).toBe(true);
    expect(config.body.bulk.supported).toBe(false);
    expect(config.body.authenticationSchemes[0]!.type).toBe('oauthbearertoken');

    const types = await company.directory.get<ScimList<{ id: string; endpoint: string; schemaExtensions?: { schema: string }[] }>>('/ResourceTypes');
    expect(types.body.Resources.map((type) => type.endpoint)).toEqual(['/Users', '/Groups']);
    expect(types.body.Resources[0]!.schemaExtensions?.[0]!.schema).toBe(ENTERPRISE);
    expect((await company.directory.get<{ id: string }>('/ResourceTypes/Group')).body.id).toBe('Group');
    expectScimError(await company.directory.get('/ResourceTypes/Printer'), 404);

    const schemas = await company.directory.get<ScimList<{ id: string; attributes: { name: string }[] }>>('/Schemas');
    expect(schemas.body.Resources.map((schema) => schema.id)).toEqual([USER, ENTERPRISE, 'urn:ietf:params:scim:schemas:core:2.0:Group']);
    const user = await company.directory.get<{ attributes: { name: string }[] }>(`/Schemas/${USER}`);
    expect(user.body.attributes.map((attribute) => attribute.name)).toEqual(expect.arrayContaining(['userName', 'name', 'active', 'emails']));
  });

  it("Entra: first contact filters by externalId, creates, PATCHes with 'Replace'/'Add', the work e-mail path and the manager", async () => {
    const { directory, domain } = company;
    const body = entraUser(domain);
    const none = await directory.get<ScimList<ScimUser>>(q(`externalId eq "${body.externalId}"`));
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await directory.post<ScimUser>('/Users', body);
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(created.body.meta.location);
    expect(created.body).toMatchObject({ userName: body.userName, externalId: body.externalId, active: true, name: { givenName: 'Ada', familyName: 'Lovelace' } });
    const found = await directory.get<ScimList<ScimUser>>(q(`externalId eq "${body.externalId}"`));
    expect(found.body.Resources.map((user) => user.id)).toEqual([created.body.id]);

    const manager = await directory.post<ScimUser>('/Users', entraUser(domain));
    const newAddress = `ada.lovelace.${randomUUID().slice(0, 4)}@${domain}`;
    const patched = await directory.patch<ScimUser>(`/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: newAddress },
        { op: 'Replace', path: 'name.familyName', value: 'King' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: manager.body.id },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.userName).toBe(newAddress);
    expect(patched.body.emails[0]!.value).toBe(newAddress);
    expect(patched.body.name.familyName).toBe('King');
    expect(patched.body[ENTERPRISE]?.manager.value).toBe(manager.body.id);
    // The stored member says the same (GET reads it back), and emails.value finds them at the new address.
    expect((await directory.get<ScimUser>(`/Users/${created.body.id}`)).body.userName).toBe(newAddress);
    expect((await directory.get<ScimList<ScimUser>>(q(`emails.value eq "${newAddress}"`))).body.totalResults).toBe(1);

    // A manager who is not a member of the company is refused.
    expectScimError(await directory.patch(`/Users/${created.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: randomUUID() }] }), 400, 'invalidValue');
  });

  it('Entra: "active": "False" ends the live session and socket at once; "True" lets them in again', async () => {
    const { directory, domain } = company;
    const member = await signedInMember(domain, 'employee', 'Leaver');
    const socket = await openSocket(member);
    await pingedBack(socket);
    const listed = await directory.get<ScimList<ScimUser>>(q(`userName eq "${member.email.toUpperCase()}"`));
    expect(listed.body.Resources.map((user) => user.id)).toEqual([member.id]);

    const off = await directory.patch<ScimUser>(`/Users/${member.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    // The socket's session is gone: its ping gets no pong. A live member's round trip shows the ping was handled.
    const before = pongs(socket.received);
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    const witness = await signedInMember(domain);
    const witnessSocket = await openSocket(witness);
    await pingedBack(witnessSocket);
    await pingedBack(witnessSocket);
    expect(pongs(socket.received)).toBe(before);
    await expect(openSocket(member)).rejects.toThrow(/refused 401/);
    socket.socket.close();
    witnessSocket.socket.close();

    const on = await directory.patch<ScimUser>(`/Users/${member.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: 'True' } }] });
    expect(on.body.active).toBe(true);
    const again = await signedInMember(domain);
    expect(again.id).not.toBe(member.id);
  });

  it('Okta: filter userName with startIndex and count, PUT updates, PUT active false deactivates', async () => {
    const { directory, domain } = company;
    const body = oktaUser(domain);
    const none = await directory.get<ScimList<ScimUser>>(q(`userName eq "${body.userName}"`, '&startIndex=1&count=100'));
    expect(none.body).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
    const created = await directory.post<ScimUser>('/Users', body);
    expect(created.status).toBe(201);
    const page = await directory.get<ScimList<ScimUser>>(q(`userName eq "${body.userName}"`, '&startIndex=1&count=100'));
    expect(page.body).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });

    const replaced = await directory.put<ScimUser>(`/Users/${created.body.id}`, { ...body, id: created.body.id, name: { givenName: 'Grace B.', familyName: 'Hopper' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.name.givenName).toBe('Grace B.');
    const off = await directory.put<ScimUser>(`/Users/${created.body.id}`, { ...body, id: created.body.id, active: false });
    expect(off.body.active).toBe(false);

    // Paging through every member: startIndex is 1-based, count caps the page.
    const all = await directory.get<ScimList<ScimUser>>('/Users?startIndex=1&count=2');
    expect(all.body.itemsPerPage).toBe(2);
    expect(all.body.totalResults).toBeGreaterThanOrEqual(4);
    const next = await directory.get<ScimList<ScimUser>>('/Users?startIndex=3&count=2');
    expect(next.body.Resources.map((user) => user.id)).not.toContain(all.body.Resources[0]!.id);
  });

  it('refuses an address outside the domain (invalidValue), a duplicate userName (409 uniqueness), a malformed filter (invalidFilter)', async () => {
    const { directory, domain } = company;
    expectScimError(await directory.post('/Users', { ...entraUser(domain), userName: 'ada@gmail.com', emails: [{ value: 'ada@gmail.com', type: 'work', primary: true }] }), 400, 'invalidValue');
    expectScimError(await directory.post('/Users', { ...entraUser(domain), emails: [{ value: `x@other-${domain}`, type: 'work' }] }), 400, 'invalidValue');
    const body = entraUser(domain);
    expect((await directory.post('/Users', body)).status).toBe(201);
    expectScimError(await directory.post('/Users', { ...body, externalId: randomUUID() }), 409, 'uniqueness');
    expectScimError(await directory.get(q('userName eq')), 400, 'invalidFilter');
    expectScimError(await directory.get(q('userName xx "a"')), 400, 'invalidFilter');
    expectScimError(await directory.patch(`/Users/${randomUUID()}`, { schemas: [PATCH_OP], Operations: [{ op: 'Move', path: 'active' }] }), 400, 'invalidSyntax');
  });

  it("never shows or changes another company's member (404)", async () => {
    const other = await companyWithDirectory();
    const stranger = await other.directory.post<ScimUser>('/Users', entraUser(other.domain));
    expectScimError(await company.directory.get(`/Users/${stranger.body.id}`), 404);
    expectScimError(await company.directory.patch(`/Users/${stranger.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: false }] }), 404);
    expectScimError(await company.directory.put(`/Users/${stranger.body.id}`, entraUser(company.domain)), 404);
    expectScimError(await company.directory.delete(`/Users/${stranger.body.id}`), 404);
    expect((await company.directory.get<ScimList<ScimUser>>(q(`userName eq "${stranger.body.userName}"`))).body.totalResults).toBe(0);
    expect((await other.directory.get<ScimUser>(`/Users/${stranger.body.id}`)).body.active).toBe(true);
  });

  it('DELETE deactivates at once and the member is then unknown to the directory; creating them again brings them back', async () => {
    const { directory, domain } = company;
    const member = await signedInMember(domain, 'employee', 'Gone');
    const deleted = await directory.delete(`/Users/${member.id}`);
    expect(deleted.status).toBe(204);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expectScimError(await directory.get(`/Users/${member.id}`), 404);
    expect((await directory.get<ScimList<ScimUser>>(q(`userName eq "${member.email}"`))).body.totalResults).toBe(0);
    const back = await directory.post<ScimUser>('/Users', { schemas: [USER], userName: member.email, active: true });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ id: member.id, active: true });
  });

  it('Groups: members of "Worknest HR" become HR and lose it when removed (Entra and Okta PATCH shapes)', async () => {
    const { directory, domain, hr } = company;
    const ada = await directory.post<ScimUser>('/Users', entraUser(domain));
    const grace = await directory.post<ScimUser>('/Users', oktaUser(domain));
    const roleOf = async (id: string) => (await hr.client.get<{ items: { id: string; role: string }[] }>('/api/hr/employees?limit=100')).body.items.find((e) => e.id === id)?.role;

    const group = await directory.post<{ id: string; displayName: string; members: { value: string }[] }>('/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Worknest HR', members: [] });
    expect(group.status).toBe(201);
    expectScimError(await directory.post('/Groups', { displayName: 'worknest hr' }), 409, 'uniqueness');
    const byName = await directory.get<ScimList<{ id: string }>>(`/Groups?filter=${encodeURIComponent('displayName eq "Worknest HR"')}`);
    expect(byName.body.Resources.map((g) => g.id)).toEqual([group.body.id]);

    // Entra adds with "Add"; Okta with "add" and a display.
    expect((await directory.patch(`/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ value: ada.body.id }] }] })).status).toBe(200);
    expect((await directory.patch(`/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: grace.body.id, display: 'Grace Hopper' }] }] })).status).toBe(200);
    expect(await roleOf(ada.body.id)).toBe('hr');
    expect(await roleOf(grace.body.id)).toBe('hr');
    expect((await directory.get<ScimUser>(`/Users/${ada.body.id}`)).body.groups.map((g) => g.display)).toEqual(['Worknest HR']);

    // Entra removes with a value list; Okta with a filter path.
    expect((await directory.patch(`/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'members', value: [{ value: ada.body.id }] }] })).status).toBe(200);
    expect((await directory.patch(`/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${grace.body.id}"]` }] })).status).toBe(200);
    expect(await roleOf(ada.body.id)).toBe('employee');
    expect(await roleOf(grace.body.id)).toBe('employee');

    // Someone of another company cannot be put in a group.
    const other = await companyWithDirectory();
    const stranger = await other.directory.post<ScimUser>('/Users', entraUser(other.domain));
    expectScimError(await directory.patch(`/Groups/${group.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ value: stranger.body.id }] }] }), 400, 'invalidValue');

    const renamed = await directory.put<{ displayName: string }>(`/Groups/${group.body.id}`, { displayName: 'Travel team', members: [{ value: ada.body.id }] });
    expect(renamed.body.displayName).toBe('Travel team');
    expect(await roleOf(ada.body.id)).toBe('employee');
    expect((await directory.delete(`/Groups/${group.body.id}`)).status).toBe(204);
    expectScimError(await directory.get(`/Groups/${group.body.id}`), 404);
  });
});
