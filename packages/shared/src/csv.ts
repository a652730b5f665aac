/**
 * RFC 4180 CSV with formula-injection-safe cells: a cell starting with = + - @ tab or CR is
 * prefixed with an apostrophe so spreadsheets show it as text instead of running it. Locales
 * that split on `;` (and imports that split on tabs) start a new cell after those characters, so
 * a trigger after a `;`, tab or line break anywhere in the cell (spaces between allowed) gets an
 * apostrophe too, and such a cell is quoted (issue 14: `Acme;=1+1`).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  text = text.replace(/([;\t\r\n] *)(?=[=+\-@])/g, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name safe on every OS: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return cleaned || 'export';
}
