/**
 * A one-page PDF (PDF 1.4) of text lines, written by hand: a catalog, a page tree, one A4 page,
 * Helvetica and Helvetica-Bold (standard fonts every reader has, WinAnsi-encoded) and one content
 * stream, with a correct cross-reference table. Enough for the emulator's invoice and credit-note
 * PDFs (issue 34) without a PDF library in the tools; any reader opens it (`pdftotext` reads it back).
 */
export interface PdfLine {
  text: string;
  /** Points from the left edge; 56 (2 cm) by default. */
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
  /** Right-aligned at this x instead of left-aligned at `x` (amounts). */
  alignRightAt?: number;
  /** Printed on the same baseline as the line before. */
  sameLine?: boolean;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN_TOP = 56;

export function pdfDocument(title: string, lines: readonly PdfLine[]): Buffer {
  const content = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (Worknest local Stripe emulator) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function contentStream(lines: readonly PdfLine[]): string {
  const out: string[] = [];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  for (const line of lines) {
    const size = line.size ?? 10;
    if (!line.sameLine) y -= (line.gapBefore ?? 0) + size * 1.45;
    const font = line.bold ? 'F2' : 'F1';
    const x = line.alignRightAt !== undefined ? line.alignRightAt - textWidth(line.text, size, line.bold) : (line.x ?? 56);
    out.push(`BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td (${escapeText(line.text)}) Tj ET`);
  }
  return out.join('\n');
}

/** Helvetica's average advance (~0.5 em, digits 0.556 em): close enough to right-align amounts. */
function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) units += /[0-9]/.test(char) ? 556 : /[ .,]/.test(char) ? 278 : /[A-Z]/.test(char) ? 667 : 500;
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/** WinAnsi's characters beyond Latin-1 that invoice texts use (dashes, quotes, the euro sign). */
const WIN_ANSI: Record<string, string> = { '€': '\x80', '…': '\x85', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94', '•': '\x95', '–': '\x96', '—': '\x97' };

/** PDF string escapes; other characters outside WinAnsi become '?'. */
function escapeText(text: string): string {
  return [...text]
    .map((char) => WIN_ANSI[char] ?? (char.charCodeAt(0) > 255 ? '?' : char))
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/[\r\n]+/g, ' ');
}
