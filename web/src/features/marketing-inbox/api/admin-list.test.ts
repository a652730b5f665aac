import { MARKETING_PAGE_SIZE_MAX } from '@worknest/shared/marketing';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-request', () => ({ apiRequest }));

const { adminList } = await import('./admin-list');

describe('adminList: a marketing inbox list (waitlist, demo requests)', () => {
  beforeEach(() => apiRequest.mockReset());

  it('asks for a page of 50, with the cursor when there is one', async () => {
    apiRequest.mockResolvedValue({ items: [], nextCursor: null });
    const list = adminList<{ id: string }>('/api/waitlist');
    await list.page(null);
    await list.page('abc');
    expect(apiRequest.mock.calls).toEqual([
      ['GET', '/api/waitlist?limit=50'],
      ['GET', '/api/waitlist?limit=50&cursor=abc'],
    ]);
  });

  it('collects every entry for the CSV, following the cursor with the largest page', async () => {
    apiRequest.mockResolvedValueOnce({ items: [{ id: '1' }, { id: '2' }], nextCursor: 'c2' }).mockResolvedValueOnce({ items: [{ id: '3' }], nextCursor: null });
    expect(await adminList<{ id: string }>('/api/demo-request').all()).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(apiRequest.mock.calls).toEqual([
      ['GET', `/api/demo-request?limit=${MARKETING_PAGE_SIZE_MAX}`],
      ['GET', `/api/demo-request?limit=${MARKETING_PAGE_SIZE_MAX}&cursor=c2`],
    ]);
  });

  it('keys the infinite query by the path and pages on nextCursor', () => {
    const options = adminList('/api/waitlist').queryOptions();
    expect(options.queryKey).toEqual(['/api/waitlist']);
    expect(options.getNextPageParam({ items: [], nextCursor: 'n' }, [], null, [])).toBe('n');
  });
});
