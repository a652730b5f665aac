import { afterEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../adapters/dynamodb', () => ({ db: { send: (command: unknown) => send(command) }, tableName: () => 'T' }));

const { batchGetItems, keyId } = await import('./batch-get');

type Request = { input: { RequestItems: { T: { Keys: { pk: string; sk: string }[]; ConsistentRead?: boolean } } } };
const keysOf = (command: unknown) => (command as Request).input.RequestItems.T.Keys;

afterEach(() => send.mockReset());

describe('batchGetItems (issue 15)', () => {
  it('asks once per 100 distinct keys and returns the items by key', async () => {
    send.mockImplementation(async (command: unknown) => ({ Responses: { T: keysOf(command).map((key) => ({ ...key, name: key.pk })) } }));
    const keys = Array.from({ length: 250 }, (_, i) => ({ pk: `USER#${i}`, sk: 'USER' }));
    const found = await batchGetItems([...keys, keys[0]!]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([command]) => keysOf(command).length).sort()).toEqual([100, 100, 50]);
    expect(found.size).toBe(250);
    expect(found.get(keyId({ pk: 'USER#7', sk: 'USER' }))).toMatchObject({ name: 'USER#7' });
  });

  it('asks again for unprocessed keys until every key is answered', async () => {
    let calls = 0;
    send.mockImplementation(async (command: unknown) => {
      calls += 1;
      const [first, ...rest] = keysOf(command);
      // Each answer processes one key and leaves the rest, as DynamoDB may when throttled.
      return { Responses: { T: [{ ...first }] }, UnprocessedKeys: rest.length ? { T: { Keys: rest } } : {} };
    });
    const found = await batchGetItems([{ pk: 'A', sk: 'A' }, { pk: 'B', sk: 'B' }, { pk: 'C', sk: 'C' }], { consistentRead: true });
    expect(calls).toBe(3);
    expect([...found.keys()]).toEqual(['A', 'B', 'C'].map((pk) => keyId({ pk, sk: pk })));
    expect((send.mock.calls[0]![0] as Request).input.RequestItems.T.ConsistentRead).toBe(true);
  });

  it('fails rather than report items missing when DynamoDB keeps leaving keys unprocessed', async () => {
    send.mockImplementation(async (command: unknown) => ({ Responses: { T: [] }, UnprocessedKeys: { T: { Keys: keysOf(command) } } }));
    await expect(batchGetItems([{ pk: 'A', sk: 'A' }])).rejects.toThrow(/unprocessed after 8 attempts/);
    expect(send).toHaveBeenCalledTimes(8);
  });

  it('makes no call for no keys', async () => {
    expect((await batchGetItems([])).size).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });
});
