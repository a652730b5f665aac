/**
 * The participants of conversations this warm instance has already checked (issue 15). A
 * conversation's two participants never change (erasure puts a pseudonym in place of one, who then
 * can no longer send), so a repeated send from the same instance skips the participant read. The
 * message transaction stays the authority: it writes only if both members' entries exist, so a
 * send to a conversation whose recipient was erased since fails there and is read again
 * (appendMessage), and the entry is forgotten.
 */
const MAX_CONVERSATIONS = 1_000;
const known = new Map<string, readonly string[]>();

/** The participants remembered for a conversation, if any. */
export function knownParticipants(conversationId: string): readonly string[] | undefined {
  return known.get(conversationId);
}

export function rememberParticipants(conversationId: string, participantIds: readonly string[]): void {
  known.delete(conversationId);
  known.set(conversationId, participantIds);
  // A Map keeps insertion order: the first key is the least recently remembered.
  if (known.size > MAX_CONVERSATIONS) known.delete(known.keys().next().value!);
}

export function forgetParticipants(conversationId: string): void {
  known.delete(conversationId);
}
