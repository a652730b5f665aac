import { deleteSession } from '../../store/sessions';
import { hashToken } from '../../store/tokens';

/** Ends the session this token opened (nothing to do for a token that is not, or no longer, one). */
export async function signOut(sessionToken: string): Promise<void> {
  await deleteSession(hashToken(sessionToken));
}
