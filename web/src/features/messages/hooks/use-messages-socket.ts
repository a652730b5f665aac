import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { socketUrl } from '@worknest/shared/messaging-options';
import type { NewMessageEvent } from '@worknest/shared/messaging';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { CONVERSATIONS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { MessagesSocket, type SocketStatus } from '../api/messages-socket';

/*
 * The socket's status, for pages that want to say "reconnecting". A tiny store outside React:
 * the socket is owned by the header (on every /app page), the status is read by the thread.
 */
let currentStatus: SocketStatus = 'stopped';
const listeners = new Set<() => void>();

function publishStatus(status: SocketStatus): void {
  currentStatus = status;
  for (const listener of listeners) listener();
}

export function useMessagesSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentStatus,
  );
}

/**
 * SPEC.md §4 Real-time: a new message reloads the list always, and the thread of its
 * conversation (a refetch only if that thread is on screen; otherwise it is just marked stale).
 */
export function onNewMessage(queryClient: QueryClient, event: NewMessageEvent): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: messagesQueryKey(event.message.conversationId) }),
  ]);
}

async function isSignedIn(): Promise<boolean> {
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  return response.status !== 401;
}

/**
 * Keeps the signed-in member's socket open while the app shell is mounted (from the header, so
 * the unread count stays live on every page) and closes it on sign-out.
 */
export function useMessagesSocket(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = new MessagesSocket({
      url: socketUrl(window.location),
      onNewMessage: (event) => void onNewMessage(queryClient, event),
      // Pushes sent while disconnected are lost: reload the list and every loaded thread.
      onReconnected: () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
      isSignedIn,
      // The user query then answers null and the guard sends the person to /login.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      onStatus: publishStatus,
    });
    const wake = () => socket.wake();
    window.addEventListener('online', wake);
    // Issue 29: open once the page has loaded, so a page that is left (or a shell that is
    // replaced) before then never opens a socket only to close it.
    const start = () => socket.start();
    const loaded = document.readyState === 'complete';
    const timer = loaded ? setTimeout(start, 0) : null;
    if (!loaded) window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener('load', start);
      if (timer) clearTimeout(timer);
      socket.stop();
    };
  }, [queryClient]);
}
