import { messageCode } from '@worknest/shared/message-codes';
import { translate } from '../../../lib/i18n';

/**
 * Issue 40 (ADR 0167): a field's validation message in the reader's language: the `errors`
 * catalog's text for the message's code, else the English message (the sign-up's own messages
 * have no codes yet). The route loads `errors`.
 */
export function fieldText(message: string): string {
  const code = messageCode(message);
  if (!code) return message;
  const text = translate('errors', code);
  return text === code ? message : text;
}
