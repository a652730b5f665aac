import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from './listing-search-rules';
import { savedSearchBodySchema, savedSearchPatchSchema } from './saved-searches';

describe('saved search bodies (issue 39)', () => {
  it('keep the listings page parameters, without paging and empty values', () => {
    const parsed = savedSearchBodySchema.parse({ name: ' Lisbon desks ', params: { q: 'Lisbon', guests: '2', workspace: 'true', limit: '24', cursor: 'x', type: '' }, alert: 'weekly' });
    expect(parsed).toEqual({ name: 'Lisbon desks', params: { q: 'Lisbon', guests: '2', workspace: 'true' }, alert: 'weekly' });
  });

  it('refuse a bad parameter exactly as GET /api/listings does, naming it under params', () => {
    const result = savedSearchBodySchema.safeParse({ name: 'x', params: { guests: 'lots', sort: 'cheapest' }, alert: 'daily' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['params.guests', SEARCH_MESSAGES.guests]);
    expect(issues).toContainEqual(['params.sort', SEARCH_MESSAGES.sort]);
  });

  it('refuse an unknown alert, a missing name, and an empty patch', () => {
    expect(savedSearchBodySchema.safeParse({ name: 'x', params: {}, alert: 'hourly' }).error?.issues[0]?.path).toEqual(['alert']);
    expect(savedSearchBodySchema.safeParse({ name: '  ', params: {}, alert: 'off' }).error?.issues[0]?.path).toEqual(['name']);
    expect(savedSearchPatchSchema.safeParse({}).success).toBe(false);
    expect(savedSearchPatchSchema.parse({ alert: 'off' })).toEqual({ alert: 'off' });
  });
});
