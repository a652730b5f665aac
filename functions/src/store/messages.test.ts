import { afterEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../adapters/dynamodb', () => ({ db: { send: (command: unknown) => send(command) }, tableName: () => 'T' }));

const { appendMessage, ConversationGoneError, RecipientGoneError } = await import('./messages');

type Command = { constructor: { name: string }; input: Record<string, unknown> };
const nameOf = (command: unknown) => (command as Command).constructor.name;
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const member = (userId: string, fields: Record<string, unknown> = {}) => ({
  conversationId: 'c1',
  userId,
  otherUserId: userId === 'alex' ? 'sam' : 'alex',
  participantIds: ['alex', 'sam'],
  unreadCount: 0,
  ...fields,
});
const conversation = { id: 'c1', participantIds: ['alex', 'sam'], lastMessageAt: null };

afterEach(() => send.mockReset());

describe('appendMessage (issue 15: four items, the sender’s entry guards the order)', () => {
  it('writes the message, both member entries and the recipient’s inbox in one transaction', async () => {
    send.mockResolvedValue({});
    const message = await appendMessage(conversation, 'alex', 'Hello', 'Hello');
    expect(send).toHaveBeenCalledTimes(1);
    const items = (send.mock.calls[0]![0] as Command).input.TransactItems as Record<string, { Key?: { pk: string; sk: string }; ConditionExpression?: string }>[];
    expect(items).toHaveLength(4);
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Update', 'Update', 'Update']);
    expect(items[1]!.Update!.ConditionExpression).toContain('lastMessageAt < :at');
    expect(items[2]!.Update!.ConditionExpression).toBe('attribute_exists(pk)');
    expect(message).toMatchObject({ conversationId: 'c1', senderId: 'alex', content: 'Hello' });
  });

  it('retries just after the latest message when another one won the same moment', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    send
      .mockRejectedValueOnce(cancelled('None', 'ConditionalCheckFailed', 'None', 'None'))
      .mockResolvedValueOnce({ Items: [member('alex', { lastMessageAt: later }), member('sam', { lastMessageAt: later })] })
      .mockResolvedValueOnce({});
    const message = await appendMessage(conversation, 'alex', 'Hello', 'Hello');
    expect(send.mock.calls.map(([command]) => nameOf(command))).toEqual(['TransactWriteCommand', 'QueryCommand', 'TransactWriteCommand']);
    expect(message.createdAt).toBe(new Date(Date.parse(later) + 1).toISOString());
  });

  it('retries a transaction cancelled by another send in flight on the same entries (TransactionConflict)', async () => {
    send
      .mockRejectedValueOnce(cancelled('None', 'TransactionConflict', 'None', 'None'))
      .mockResolvedValueOnce({ Items: [member('alex'), member('sam')] })
      .mockResolvedValueOnce({});
    await expect(appendMessage(conversation, 'alex', 'Hello', 'Hello')).resolves.toMatchObject({ content: 'Hello' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not retry other errors', async () => {
    send.mockRejectedValueOnce(Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }));
    await expect(appendMessage(conversation, 'alex', 'Hello', 'Hello')).rejects.toThrow('throttled');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers ConversationGoneError when the sender’s entry is gone, RecipientGoneError when the recipient was erased', async () => {
    send.mockRejectedValueOnce(cancelled('None', 'ConditionalCheckFailed', 'None', 'None')).mockResolvedValueOnce({ Items: [member('sam')] });
    await expect(appendMessage(conversation, 'alex', 'Hello', 'Hello')).rejects.toBeInstanceOf(ConversationGoneError);

    send
      .mockRejectedValueOnce(cancelled('None', 'None', 'ConditionalCheckFailed', 'None'))
      .mockResolvedValueOnce({ Items: [member('alex'), member('former-1', { formerMember: true })] });
    await expect(appendMessage(conversation, 'alex', 'Hello', 'Hello')).rejects.toBeInstanceOf(RecipientGoneError);
  });
});
