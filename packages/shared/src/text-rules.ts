/**
 * Control and invisible format characters in free text (issue 13), decided once for every field
 * people type: names, titles, addresses, descriptions, reviews, messages, profile fields, forms.
 *
 * - Removed everywhere: C0/C1 control characters (NUL, ESC, DEL, ...) and Unicode format
 *   characters (`\p{Cf}`: bidi overrides and isolates such as U+202E, zero-width spaces, BOM,
 *   soft hyphen), which can spoof how text reads or hide it. The one kept is U+200D ZERO WIDTH
 *   JOINER between two visible characters, so emoji sequences (👩‍💻) stay whole.
 * - Single-line fields: line breaks and tabs become one space each.
 * - Multi-line fields (descriptions, reviews, messages, demo-request notes): line breaks (as \n)
 *   and tabs are kept.
 * Then the text is trimmed; text with nothing visible left is empty, and empty fails a required
 * field with the field's own "required" message (a message of only "\u0000\u202e" is blank).
 * Plain functions (no zod): the browser's forms run the same rule as the server.
 */

// Controls except TAB and LF; every format character (ZWJ handled below).
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}]/gu;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029\u0085]/g;

function removeInvisible(value: string): string {
  // Keep a joiner only between two visible characters (emoji sequences); drop every other one.
  const protectedJoiners = value.replace(/(?<=[^\s\u200D])\u200D(?=[^\s\u200D])/gu, '\uE000');
  return protectedJoiners.replace(INVISIBLE, '').replace(/\uE000/g, '\u200D');
}

/** One-line text: invisible characters removed, breaks and tabs as spaces, trimmed. */
export function cleanLine(value: string): string {
  return removeInvisible(value.replace(LINE_BREAKS, '\n')).replace(/[\n\t]/g, ' ').trim();
}

/** Multi-line text: invisible characters removed, breaks normalised to \n, trimmed. */
export function cleanMultiline(value: string): string {
  return removeInvisible(value.replace(LINE_BREAKS, '\n')).trim();
}
