import { describe, expect, it } from 'vitest';
import {
  canSendMessage,
  MESSAGE_EMPTY_MESSAGE,
  messagePreview,
  participantName,
  reconnectDelayMs,
  sendMessageSchema,
  socketEventSchema,
  parseSocketEvent,
  socketUrl,
} from './messaging';

describe('sendMessageSchema (SPEC §5 Message)', () => {
  it.each([
    ['', false],
    ['   \n\t ', false],
    ['a', true],
    ['  hello  ', true],
    ['x'.repeat(2000), true],
    ['x'.repeat(2001), false],
    [` ${'x'.repeat(2000)} `, true],
  ])('%j valid: %s', (content, valid) => {
    expect(sendMessageSchema.safeParse({ content }).success).toBe(valid);
    expect(canSendMessage(content)).toBe(valid);
  });

  it('trims the content it stores', () => {
    expect(sendMessageSchema.parse({ content: '  Hi Sam \n' }).content).toBe('Hi Sam');
  });

  it.each([[{ content: '  ' }], [{}], [{ content: 42 }]])('answers "Message cannot be empty" for %j', (body) => {
    const result = sendMessageSchema.safeParse(body);
    expect(result.error?.issues[0]?.message).toBe(MESSAGE_EMPTY_MESSAGE);
  });
});

describe('messagePreview', () => {
  it('keeps short messages on one line', () => {
    expect(messagePreview('Hello\n\n  there')).toBe('Hello there');
  });

  it('cuts long ones to the length with an ellipsis', () => {
    const preview = messagePreview('word '.repeat(100), 20);
    expect(preview).toHaveLength(20);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('participantName', () => {
  it.each([
    [{ username: 'Sammy', firstName: 'Sam', lastName: 'Rivera', email: 'sam@acme.test' }, 'Sammy'],
    [{ username: ' ', firstName: 'Sam', lastName: 'Rivera', email: 'sam@acme.test' }, 'Sam Rivera'],
    [{ username: null, firstName: 'Sam', lastName: null, email: 'sam@acme.test' }, 'Sam'],
    [{ username: null, firstName: null, lastName: null, email: 'sam.rivera@acme.test' }, 'sam.rivera'],
  ])('%j → %s', (user, expected) => {
    expect(participantName(user)).toBe(expected);
  });
});

describe('socketUrl (SPEC §7: same host, secure scheme when the page is secure)', () => {
  it.each([
    [{ protocol: 'https:', host: 'worknest.example' }, 'wss://worknest.example/ws'],
    [{ protocol: 'http:', host: 'localhost:3000' }, 'ws://localhost:3000/ws'],
  ])('%j → %s', (location, expected) => {
    expect(socketUrl(location)).toBe(expected);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from one second and stays within [base/2, base]', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual([500, 1000, 2000, 4000]);
  });

  it('is capped at 30 seconds', () => {
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
  });
});

describe('socketEventSchema', () => {
  it('reads a new_message push and a pong, and nothing else', () => {
    const message = { id: 'm', conversationId: 'c', senderId: 'u', content: 'Hi', isRead: false, createdAt: '2026-01-01T00:00:00.000Z' };
    expect(socketEventSchema.safeParse({ type: 'new_message', message }).success).toBe(true);
    expect(socketEventSchema.safeParse({ type: 'pong' }).success).toBe(true);
    expect(socketEventSchema.safeParse({ type: 'new_message', message: { id: 'm' } }).success).toBe(false);
    expect(socketEventSchema.safeParse({ message: 'Forbidden' }).success).toBe(false);
  });
});

describe('parseSocketEvent (issue 15: the same check without zod)', () => {
  const message = { id: 'm1', conversationId: 'c1', senderId: 'u1', content: 'Hi', isRead: false, createdAt: '2026-01-01T00:00:00.000Z' };
  const samples: unknown[] = [
    { type: 'new_message', message },
    { type: 'new_message', message: { ...message, kind: 'system', extra: 1 } },
    { type: 'new_message', message: { ...message, kind: 'other' } },
    // Issue 40 (ADR 0187): a system line's code and values come through; malformed ones refuse the frame.
    { type: 'new_message', message: { ...message, kind: 'system', code: 'stay_cancelled', values: { checkIn: '2030-03-12', refundCents: 0 } } },
    { type: 'new_message', message: { ...message, kind: 'system', code: 7 } },
    { type: 'new_message', message: { ...message, kind: 'system', code: 'stay_cancelled', values: { checkIn: ['2030-03-12'] } } },
    { type: 'new_message', message: { ...message, kind: 'system', code: 'stay_cancelled', values: ['x'] } },
    { type: 'new_message', message: { id: 'm' } },
    { type: 'new_message', message: { ...message, isRead: 'no' } },
    { type: 'pong', extra: true },
    { message: 'Forbidden' },
    null,
    'pong',
    [],
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with socketEventSchema on %s', (_label, sample) => {
    const schema = socketEventSchema.safeParse(sample);
    expect(parseSocketEvent(sample)).toEqual(schema.success ? schema.data : null);
  });
});
