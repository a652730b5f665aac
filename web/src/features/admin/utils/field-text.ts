import { messageCode } from '@worknest/shared/message-codes';
import { translate } from '../../../lib/i18n';

/**
 * Issue 40 (ADR 0167): a form's own check's message (the shared schema's English) in the reader's
 * language: the `errors` catalog's text for its code, else the English. The route loads `errors`.
 */
export function fieldText(message: string): string {
  const code = messageCode(message);
  if (!code) return message;
  const text = translate('errors', code);
  return text === code ? message : text;
}
