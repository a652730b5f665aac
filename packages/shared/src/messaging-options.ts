import { MESSAGE_MAX_LENGTH } from './constants';
import { cleanMultiline } from './text-rules';

/** Messaging limits, socket constants and display helpers: plain values, no zod (./messaging re-exports them). */

/** SPEC.md §5 Message. */
export const MESSAGE_EMPTY_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG_MESSAGE = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;

/** The preview of the last message a conversation list shows (characters). */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** Page sizes: the list and a thread show this many by default; a client may ask for fewer or more. */
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;


/** What a client sends to keep the socket alive and check it still works. */
export const PING = { type: 'ping' } as const;

/** SPEC.md §7: close code 1008 means unauthorized. */
export const UNAUTHORIZED_CLOSE_CODE = 1008;

/** The browser's WebSocket URL for a page at `location`: same host, `wss:` when the page is secure. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** Reconnect delays after a drop: exponential from 1 s, capped at 30 s, with jitter so tabs spread out. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (random() * base) / 2);
}

/** The name one participant sees for the other: their chosen name, else first and last name, else the e-mail's local part. */
export function participantName(user: {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const chosen = user.username?.trim();
  if (chosen) return chosen;
  const full = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return full || user.email.split('@')[0] || user.email;
}

/** A one-line preview: whitespace collapsed, cut at a word-ish boundary with an ellipsis. */
export function messagePreview(content: string, length = MESSAGE_PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** What the WebSocket pushes for a new message (SPEC.md §7 Real-time). */
export const NEW_MESSAGE_EVENT = 'new_message';

const isString = (value: unknown): value is string => typeof value === 'string';

/** A pushed message as `messageSchema` (./messaging) describes it; spelled here so this module needs no zod. */
export interface PushedMessage {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  isRead: boolean;
  createdAt: string;
  kind?: 'user' | 'system';
  /** Issue 40 (ADR 0187): a system line's code and values. */
  code?: string;
  values?: Record<string, string | number>;
}

/** A socket frame as `socketEventSchema` (./messaging) describes it. */
export type ParsedSocketEvent = { type: 'pong' } | { type: typeof NEW_MESSAGE_EVENT; message: PushedMessage };

function isMessage(value: unknown): value is PushedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    isString(m.id) && isString(m.conversationId) && isString(m.senderId) && isString(m.content) &&
    typeof m.isRead === 'boolean' && isString(m.createdAt) &&
    (m.kind === undefined || m.kind === 'user' || m.kind === 'system') &&
    (m.code === undefined || isString(m.code)) &&
    (m.values === undefined || isLineValues(m.values))
  );
}

function isLineValues(value: unknown): value is Record<string, string | number> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => isString(v) || typeof v === 'number');
}

/**
 * A socket frame as a SocketEvent, or null: the same check as `socketEventSchema` in ./messaging,
 * written by hand so the signed-in pages that only listen (the header's unread badge) load no zod
 * (issue 15). Unknown extra fields are dropped, as the schema does.
 */
export function parseSocketEvent(value: unknown): ParsedSocketEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.type === 'pong') return { type: 'pong' };
  if (event.type !== NEW_MESSAGE_EVENT || !isMessage(event.message)) return null;
  const { id, conversationId, senderId, content, isRead, createdAt, kind, code, values } = event.message;
  return {
    type: NEW_MESSAGE_EVENT,
    message: { id, conversationId, senderId, content, isRead, createdAt, ...(kind === undefined ? {} : { kind }), ...(code === undefined ? {} : { code }), ...(values === undefined ? {} : { values: { ...values } }) },
  };
}

/**
 * True when the text may be sent (the Send button's rule): what `messageContentSchema` accepts,
 * 1 to MESSAGE_MAX_LENGTH characters once cleaned, checked without zod so the messages page does not
 * load it (issue 31; messaging.test.ts holds the two to the same cases).
 */
export function canSendMessage(text: string): boolean {
  const cleaned = cleanMultiline(text);
  return cleaned.length >= 1 && cleaned.length <= MESSAGE_MAX_LENGTH;
}
