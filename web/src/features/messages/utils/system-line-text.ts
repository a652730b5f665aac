import { activeIntlLocale } from '@worknest/shared/active-locale';
import { systemLineMessage } from '@worknest/shared/system-lines';
import { translate } from '../../../lib/i18n';

export interface SystemLineShown {
  /** The line in the reader's language, or the stored English for a line without a known code. */
  text: string;
  /** Whether `text` came from the `messages` catalog (false: the server's English, kept as it was stored). */
  translated: boolean;
  /** A swap proposal's own words (the member's message), shown after the line as they wrote them. */
  note: string | null;
}

/**
 * Issue 40 (ADR 0187): a system line in the reader's language, from the `messages` catalog
 * (`system.<code>`) and its values (days as stay dates, the refund in euros of that language). A
 * line stored before (no code), with a code this SPA does not know or a value missing keeps the
 * server's English `fallback` (the message's `content`, or the list's preview).
 */
export function systemLineText(line: { code?: string; values?: Readonly<Record<string, string | number>> }, fallback: string): SystemLineShown {
  const parts = systemLineMessage(line.code, line.values, activeIntlLocale());
  if (!parts) return { text: fallback, translated: false, note: null };
  const text = translate('messages', parts.id, parts.values);
  if (text === parts.id) return { text: fallback, translated: false, note: null };
  return { text, translated: true, note: parts.note };
}
