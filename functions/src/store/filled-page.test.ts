import { afterEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../adapters/dynamodb', () => ({ db: { send: (command: unknown) => send(command) }, tableName: () => 'T' }));

const { queryFilledPage } = await import('./filled-page');

type Input = { input: { ExclusiveStartKey?: { sk: string }; Limit: number } };
const item = (n: number, kept = true) => ({ pk: `B#${n}`, sk: `k${String(n).padStart(3, '0')}`, kept });
const keep = (row: Record<string, unknown>) => row.kept === true;

/** A partition of `rows` read `Limit` at a time from the start key on, as DynamoDB pages it (before filtering). */
function partition(rows: ReturnType<typeof item>[]) {
  send.mockImplementation(async (command: unknown) => {
    const { ExclusiveStartKey, Limit } = (command as Input).input;
    const from = ExclusiveStartKey ? rows.findIndex((row) => row.sk === ExclusiveStartKey.sk) + 1 : 0;
    const read = rows.slice(from, from + Limit);
    const last = read.at(-1);
    return { Items: read, LastEvaluatedKey: from + Limit < rows.length && last ? { pk: last.pk, sk: last.sk } : undefined };
  });
}

afterEach(() => send.mockReset());

describe('queryFilledPage (issue 29)', () => {
  it('reads on past a read the filter emptied, and the next page starts right after the last item kept', async () => {
    // 0-4 dropped (cancelled, say), 5-9 kept: one read of 3 would have shown an empty page with a cursor.
    const rows = [...[0, 1, 2, 3, 4].map((n) => item(n, false)), ...[5, 6, 7, 8, 9].map((n) => item(n))];
    partition(rows);
    const first = await queryFilledPage({ TableName: 'T' }, { limit: 3, keep });
    expect(first.items.map((row) => row.pk)).toEqual(['B#5', 'B#6', 'B#7']);
    expect(first.lastKey).toEqual({ pk: 'B#7', sk: 'k007' });
    const second = await queryFilledPage({ TableName: 'T', ExclusiveStartKey: first.lastKey }, { limit: 3, keep });
    expect(second.items.map((row) => row.pk)).toEqual(['B#8', 'B#9']);
    expect(second.lastKey).toBeUndefined();
  });

  it('stops after maxReads with a cursor to go on from', async () => {
    partition(Array.from({ length: 20 }, (_, n) => item(n, false)));
    const page = await queryFilledPage({ TableName: 'T' }, { limit: 2, keep, maxReads: 3 });
    expect(page.items).toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(page.lastKey).toEqual({ pk: 'B#5', sk: 'k005' });
  });
});
