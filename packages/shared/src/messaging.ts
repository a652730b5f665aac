import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants';

/** SPEC.md §5 Message. */
export const MESSAGE_EMPTY_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG_MESSAGE = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;

/** The preview of the last message a conversation list shows (characters). */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** Page sizes: the list and a thread show this many by default; a client may ask for fewer or more. */
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Same rule on both sides: trimmed, 1 to 2,000 characters. The form disables Send on the same check. */
export const messageContentSchema = z
  .string({ error: MESSAGE_EMPTY_MESSAGE })
  .trim()
  .min(1, MESSAGE_EMPTY_MESSAGE)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE);

export const sendMessageSchema = z.object({ content: messageContentSchema });
export type SendMessageRequest = z.infer<typeof sendMessageSchema>;

export const startConversationSchema = z.object({
  listingId: z.string({ error: 'Listing not found' }).trim().min(1, 'Listing not found').max(100, 'Listing not found'),
});
export type StartConversationRequest = z.infer<typeof startConversationSchema>;

/** True when the text may be sent (the Send button's rule). */
export function canSendMessage(text: string): boolean {
  return messageContentSchema.safeParse(text).success;
}

/** `?limit=&cursor=` of the paginated conversation calls. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(2000).optional(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  /** For the other participant's messages: whether you have read them; for yours: whether they have. */
  isRead: z.boolean(),
  createdAt: z.string(),
  /** `system`: a line the app wrote about the stay (a cancellation, issue 17), shown as a notice, not a bubble. */
  kind: z.enum(['user', 'system']).optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  participantIds: z.array(z.string()),
  /** Null once the listing is deleted (SPEC.md §3: conversations remain). */
  listingId: z.string().nullable(),
  listingTitle: z.string().nullable(),
  otherParticipant: z.object({ id: z.string(), name: z.string() }),
  lastMessage: z
    .object({ preview: z.string(), senderId: z.string(), createdAt: z.string() })
    .nullable(),
  /** Time of the last message; null while there is none. */
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /api/conversations`: newest activity first (pages like the listings' `{items, nextCursor}`); `unreadTotal` covers every conversation, not just this page. */
export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  unreadTotal: z.number().int().nonnegative(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** `GET /api/conversations/{id}/messages`: oldest to newest; `nextCursor` pages to older messages. */
export const messagePageSchema = z.object({
  conversation: conversationSchema,
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What the WebSocket pushes (SPEC.md §7 Real-time) and answers. */
export const NEW_MESSAGE_EVENT = 'new_message';
export const newMessageEventSchema = z.object({ type: z.literal(NEW_MESSAGE_EVENT), message: messageSchema });
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;
export const pongEventSchema = z.object({ type: z.literal('pong') });
export const socketEventSchema = z.discriminatedUnion('type', [newMessageEventSchema, pongEventSchema]);
export type SocketEvent = z.infer<typeof socketEventSchema>;

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
