import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES, type SavedSearch, type SavedSearchList } from '@worknest/shared/saved-searches-rules';
import { SEARCH_MESSAGES } from '@worknest/shared/listing-search-rules';
import { keys } from '@worknest/functions/store/keys';
import { localTable } from './support/local-table';
import { newCompany, signedInMember } from './support/members';

/*
 * Issue 39, saved searches (the routes; the send-search-alerts job is not built yet): params
 * checked exactly as GET /api/listings checks them (a 400 naming the parameter), at most 20 per
 * member through a counter checked in the write, one's own only.
 */

type ErrorBody = { message: string; code?: string; issues?: { path: string; message: string }[] };

describe('saved searches', () => {
  it('save, list, change and delete one’s own; bad params named; 20 at most; others’ ids are 404', async () => {
    const domain = await newCompany('Saved Co');
    const [ana, ben] = await Promise.all([signedInMember(domain, 'employee', 'Ana'), signedInMember(domain, 'employee', 'Ben')]);

    const bad = await ana.client.post<ErrorBody>('/api/saved-searches', { name: 'Cheap', params: { maxPrice: '-5', guests: '2' }, alert: 'daily' });
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body.issues).toContainEqual(expect.objectContaining({ path: 'params.maxPrice', message: SEARCH_MESSAGES.maxPrice }));
    expect((await ana.client.post<ErrorBody>('/api/saved-searches', { name: 'x', params: {}, alert: 'hourly' })).body.issues?.[0]?.path).toBe('alert');

    const created = await ana.client.post<SavedSearch>('/api/saved-searches', { name: 'Lisbon desks', params: { q: 'Lisbon', workspace: 'true', cursor: 'abc' }, alert: 'weekly' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: 'Lisbon desks', params: { q: 'Lisbon', workspace: 'true' }, alert: 'weekly' });
    const id = created.body.id;

    expect((await ana.client.get<SavedSearchList>('/api/saved-searches')).body.items.map((item) => item.id)).toEqual([id]);
    expect((await ben.client.get<SavedSearchList>('/api/saved-searches')).body.items).toEqual([]);

    const changed = await ana.client.patch<SavedSearch>(`/api/saved-searches/${id}`, { alert: 'off', params: { q: 'Porto' } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ alert: 'off', params: { q: 'Porto' }, name: 'Lisbon desks' });
    expect((await ana.client.patch<ErrorBody>(`/api/saved-searches/${id}`, { params: { sort: 'cheapest' } })).body.issues?.[0]?.path).toBe('params.sort');

    // Ben cannot touch Ana's search.
    expect((await ben.client.patch(`/api/saved-searches/${id}`, { alert: 'daily' })).status).toBe(404);
    expect((await ben.client.delete(`/api/saved-searches/${id}`)).status).toBe(404);

    // At the limit: as if Ana kept 20 already, the next is a 409; deleting one frees a place.
    const { db, tableName } = localTable();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.savedSearchCount(ana.id), type: 'savedSearchCount', count: 20 } }));
    const refused = await ana.client.post<ErrorBody>('/api/saved-searches', { name: 'One more', params: {}, alert: 'off' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SAVED_SEARCH_MESSAGES.limit);
    expect((await ana.client.delete(`/api/saved-searches/${id}`)).status).toBe(204);
    expect((await ana.client.delete(`/api/saved-searches/${id}`)).status).toBe(404);
    expect((await ana.client.post('/api/saved-searches', { name: 'One more', params: {}, alert: 'off' })).status).toBe(201);
  }, 180_000);
});
