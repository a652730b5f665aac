import { messageCode } from '@worknest/shared/message-codes';
import { translate } from './i18n';

/**
 * Issue 40 (ADR 0167): a form field's validation message (a shared schema's English text) in the
 * reader's language: the `errors` catalog's text for the message's code, else the English message
 * (a message without a code). The page loads `errors`.
 */
export function fieldText(message: string): string {
  const code = messageCode(message);
  if (!code) return message;
  const text = translate('errors', code);
  return text === code ? message : text;
}
