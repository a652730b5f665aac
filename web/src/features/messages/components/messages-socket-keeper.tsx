import { useMessagesSocket } from '../hooks/use-messages-socket';

/**
 * Keeps the member's messages socket open while mounted and renders nothing: the header loads it
 * as its own chunk after the page's first render (issue 15: the socket code is not needed to show
 * a page), so the socket opens a moment after the header appears.
 */
export function MessagesSocketKeeper() {
  useMessagesSocket();
  return null;
}
