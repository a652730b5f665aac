import { isSameDay } from 'date-fns';
import type { Message, MessagePage } from '@worknest/shared/messaging';

export type ThreadItem = { kind: 'day'; key: string; at: string } | { kind: 'message'; key: string; message: Message };

/**
 * The thread's rows, oldest first: pages arrive newest page first (each oldest to newest), so
 * they are read back to front; a day separator goes before each day's first message.
 */
export function threadItems(pages: readonly Pick<MessagePage, 'items'>[]): ThreadItem[] {
  const rows: ThreadItem[] = [];
  let previous: Message | null = null;
  const seen = new Set<string>();
  for (const page of [...pages].reverse()) {
    for (const message of page.items) {
      // A message can sit on two pages when a reload shifted the page boundary.
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      if (!previous || !isSameDay(new Date(previous.createdAt), new Date(message.createdAt))) {
        rows.push({ kind: 'day', key: `day-${message.createdAt}`, at: message.createdAt });
      }
      rows.push({ kind: 'message', key: message.id, message });
      previous = message;
    }
  }
  return rows;
}
