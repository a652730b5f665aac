import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRecord } from '../../store/outbox';

/*
 * ADR 0193: an `approval-requested` item fans out into one item per approver, in approver-id
 * order, in transactions of at most 100 items (99 approvers and the parent's cursor), and a
 * sender that resumes starts after the cursor. The table is a stand-in here (the transactions
 * are recorded); the real flow runs in test/integration/travel-policy-people.test.ts.
 */

const state = vi.hoisted(() => ({
  approverIds: [] as string[],
  status: 'awaiting_approval',
  transactions: [] as Array<Array<Record<string, any>>>,
  claimLost: false,
}));

vi.mock('../../adapters/dynamodb', () => ({ tableName: () => 'table', db: {} }));
vi.mock('../../store/transact', () => ({
  transactWithConflictRetry: async (input: { TransactItems: Array<Record<string, any>> }) => {
    if (state.claimLost) throw Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    state.transactions.push(input.TransactItems);
  },
}));
vi.mock('../../store/bookings', () => ({
  getBooking: async (id: string) => ({ id, guestId: 'traveller', status: state.status, approval: null }),
}));
vi.mock('../../store/users', () => ({ getUser: async (id: string) => ({ id, companyDomain: 'acme.test' }) }));
vi.mock('../approvals/approvers', () => ({ approversOf: async () => state.approverIds.map((id) => ({ id })) }));

const { fanOutApprovalRequests, approvalRequestOutboxId } = await import('./approval-request-fan-out');

const parent = (fannedOutThrough?: string): OutboxRecord => ({ id: 'parent-1', kind: 'approval-requested', bookingId: 'b-1', state: 'sending', createdAt: '2026-11-29T00:00:00.000Z', attempts: 1, ...(fannedOutThrough ? { fannedOutThrough } : {}) });
const ids = (count: number) => Array.from({ length: count }, (_, index) => `u-${String(index).padStart(3, '0')}`);
const childIds = () => state.transactions.flatMap((items) => items.filter((item) => item.Put).map((item) => item.Put.Item.id as string));

beforeEach(() => {
  state.approverIds = [];
  state.status = 'awaiting_approval';
  state.transactions = [];
  state.claimLost = false;
});

describe('fanning an approval request out to the approvers', () => {
  it('writes one item per approver, in id order, at most 100 items a transaction, each moving the parent’s cursor under its claim', async () => {
    state.approverIds = ids(150).reverse();
    expect(await fanOutApprovalRequests(parent(), 'token-1', 0)).toBe('sent');
    expect(state.transactions.map((items) => items.length)).toEqual([100, 52]);
    expect(childIds()).toEqual(ids(150).map((id) => approvalRequestOutboxId('b-1', id)));
    const cursors = state.transactions.map((items) => items[0]!.Update);
    expect(cursors.map((update) => update.ExpressionAttributeValues[':cursor'])).toEqual(['u-098', 'u-149']);
    expect(cursors.every((update) => update.ExpressionAttributeValues[':token'] === 'token-1')).toBe(true);
    const child = state.transactions[0]!.find((item) => item.Put)!.Put;
    expect(child.Item).toMatchObject({ kind: 'approval-request-approver', bookingId: 'b-1', recipientId: 'u-000', state: 'pending' });
    expect(child.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('resumes after the cursor: approvers written by an earlier sender are not written again', async () => {
    state.approverIds = ids(5);
    expect(await fanOutApprovalRequests(parent('u-002'), 'token-2', 0)).toBe('sent');
    expect(childIds()).toEqual(['u-003', 'u-004'].map((id) => approvalRequestOutboxId('b-1', id)));
  });

  it('has nothing left to write when the cursor is past every approver (the sender died before its sent marker)', async () => {
    state.approverIds = ids(3);
    expect(await fanOutApprovalRequests(parent('u-002'), 'token-3', 0)).toBe('sent');
    expect(state.transactions).toEqual([]);
  });

  it('asks nobody when the stay no longer waits or has no approver', async () => {
    state.approverIds = ids(3);
    state.status = 'pending';
    expect(await fanOutApprovalRequests(parent(), 'token-4', 0)).toBe('skipped');
    state.status = 'awaiting_approval';
    state.approverIds = [];
    expect(await fanOutApprovalRequests(parent(), 'token-4', 0)).toBe('skipped');
    expect(state.transactions).toEqual([]);
  });

  it('stops when another sender took the parent over (its claim token no longer matches)', async () => {
    state.approverIds = ids(3);
    state.claimLost = true;
    expect(await fanOutApprovalRequests(parent(), 'token-5', 0)).toBe('claim-lost');
  });
});
