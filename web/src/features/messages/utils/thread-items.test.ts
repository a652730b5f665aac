import { describe, expect, it } from 'vitest';
import type { Message } from '@worknest/shared/messaging';
import { threadItems } from './thread-items';

const message = (id: string, createdAt: string): Message => ({
  id,
  conversationId: 'c',
  senderId: 'u',
  content: id,
  isRead: false,
  createdAt,
});

describe('threadItems', () => {
  it('orders pages oldest first and puts a day separator before each day', () => {
    const newest = { items: [message('c', '2026-03-02T10:00:00.000Z'), message('d', '2026-03-02T11:00:00.000Z')] };
    const older = { items: [message('a', '2026-03-01T09:00:00.000Z'), message('b', '2026-03-01T12:00:00.000Z')] };

    const rows = threadItems([newest, older]);

    expect(rows.map((row) => (row.kind === 'day' ? 'day' : row.message.id))).toEqual(['day', 'a', 'b', 'day', 'c', 'd']);
  });

  it('shows a message once when a reload shifted it onto two pages', () => {
    const rows = threadItems([{ items: [message('b', '2026-03-01T12:00:00.000Z')] }, { items: [message('a', '2026-03-01T09:00:00.000Z'), message('b', '2026-03-01T12:00:00.000Z')] }]);

    expect(rows.filter((row) => row.kind === 'message')).toHaveLength(2);
  });

  it('is empty without messages', () => {
    expect(threadItems([{ items: [] }])).toEqual([]);
  });
});
