import { LINK_INVALID_MESSAGE, maskEmail, type LinkPreview } from '@worknest/shared/auth';
import { InvalidInputError } from '../errors';
import { peekMagicLink } from '../../store/magic-links';

/**
 * Whom a sign-in link would sign in, masked, without redeeming it: the verify page shows it on
 * the button the person clicks. Used, expired and unknown links answer as on redemption.
 */
export async function previewLink(token: string): Promise<LinkPreview> {
  const email = await peekMagicLink(token);
  if (!email) throw new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid');
  return { maskedEmail: maskEmail(email) };
}
