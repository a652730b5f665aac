import * as z from 'zod';
import { multilineText } from './free-text';
import { MESSAGE_MAX_LENGTH } from './constants';
import { MAX_PAGE_SIZE, MESSAGE_EMPTY_MESSAGE, MESSAGE_TOO_LONG_MESSAGE, NEW_MESSAGE_EVENT, type ParsedSocketEvent } from './messaging-options';

export * from './messaging-options';

/** Same rule on both sides: cleaned (text-rules.ts: a message of only control or format characters is blank), 1 to 2,000 characters. The form disables Send on the same check. */
export const messageContentSchema = multilineText({ error: MESSAGE_EMPTY_MESSAGE })
  .min(1, MESSAGE_EMPTY_MESSAGE)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE);

export const sendMessageSchema = z.object({ content: messageContentSchema });
export type SendMessageRequest = z.infer<typeof sendMessageSchema>;

export const startConversationSchema = z.object({
  listingId: z.string({ error: 'Listing not found' }).trim().min(1, 'Listing not found').max(100, 'Listing not found'),
});
export type StartConversationRequest = z.infer<typeof startConversationSchema>;

/** `?limit=&cursor=` of the paginated conversation calls. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(2000).optional(),
});

/** A system line's values (days yyyy-MM-dd, cents, words): shared system-lines `SystemLineValues`. */
const lineValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

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
  /** Issue 40 (ADR 0187): a system line's stable code (shared system-lines) and its values, for the reader's language; `content` stays its English. */
  code: z.string().optional(),
  values: lineValuesSchema.optional(),
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
    .object({
      preview: z.string(),
      senderId: z.string(),
      createdAt: z.string(),
      /** `system`: a line the app wrote about the stay (issue 29: the list shows it as a note, not as "You: …"). */
      kind: z.enum(['user', 'system']).optional(),
      /** Issue 40 (ADR 0187): a system line's code and values, as on the message. */
      code: z.string().optional(),
      values: lineValuesSchema.optional(),
    })
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

/**
 * The stay a conversation is about (issue 29): the guest's latest trip at the conversation's
 * listing (a confirmed stay, a request, or one that was cancelled, declined or expired), for the
 * card at the top of the thread. `side` is the reader's part in it; `path` leads to the stay's
 * card (My Bookings for the guest, My Hostings for the host).
 */
export const conversationStaySchema = z.object({
  bookingId: z.string(),
  listingTitle: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int().nonnegative(),
  numberOfGuests: z.number().int().nonnegative(),
  status: z.string(),
  side: z.enum(['guest', 'host']),
  path: z.string(),
});
export type ConversationStay = z.infer<typeof conversationStaySchema>;

/**
 * `GET /api/conversations/{id}/messages`: oldest to newest; `nextCursor` pages to older messages.
 * `stay` comes with the first page only (a page asked for with a cursor leaves it out).
 */
export const messagePageSchema = z.object({
  conversation: conversationSchema,
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
  stay: conversationStaySchema.nullable().optional(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What the WebSocket pushes (SPEC.md §7 Real-time) and answers. */
export const newMessageEventSchema = z.object({ type: z.literal(NEW_MESSAGE_EVENT), message: messageSchema });
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;
export const pongEventSchema = z.object({ type: z.literal('pong') });
export const socketEventSchema = z.discriminatedUnion('type', [newMessageEventSchema, pongEventSchema]);
export type SocketEvent = z.infer<typeof socketEventSchema>;

// The hand-written frame check of ./messaging-options gives exactly these types.
const _sameEvent: [ParsedSocketEvent, SocketEvent] extends [SocketEvent, ParsedSocketEvent] ? true : never = true;
void _sameEvent;
