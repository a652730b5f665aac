import type { CreditNote } from './credit-notes';
import type { Invoice } from './invoices';
import { pdfDocument, type PdfLine } from './pdf-document';

/**
 * What an invoice's `hosted_invoice_url` and `invoice_pdf` open (issue 34): the hosted page (HTML:
 * who is billed, the lines, totals, status and due date, a link to the PDF) and the PDF itself;
 * and a credit note's PDF. The addresses carry a random token, as Stripe's do.
 */
export function invoicePageHtml(invoice: Invoice): string {
  const rows = invoice.lines.data
    .map((line) => `<tr><td>${escapeHtml(line.description ?? '')}</td><td class="amount">${money(line.amount, invoice.currency)}</td></tr>`)
    .join('');
  const address = invoice.customer_address;
  const addressText = address ? [address.line1, address.line2, [address.postal_code, address.city].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ') : '';
  const status = invoice.status === 'paid' ? 'Paid' : invoice.status === 'void' ? 'Void' : invoice.status === 'uncollectible' ? 'Uncollectible' : 'Due';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invoice ${escapeHtml(invoice.number ?? '')} from ${escapeHtml(invoice.account_name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1f36}main{max-width:640px;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px}table{width:100%;border-collapse:collapse}td,th{padding:.5rem 0;border-bottom:1px solid #e3e8ee;text-align:left}.amount{text-align:right}.status{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:#e3e8ee}</style></head>
<body><main><p>${escapeHtml(invoice.account_name)}</p><h1>Invoice ${escapeHtml(invoice.number ?? '')}</h1>
<p><span class="status">${status}</span> ${money(invoice.amount_remaining, invoice.currency)} ${invoice.due_date ? `due ${day(invoice.due_date)}` : ''}</p>
<p>Billed to: ${escapeHtml(invoice.customer_name ?? '')}${addressText ? `, ${escapeHtml(addressText)}` : ''}${invoice.customer_email ? ` (${escapeHtml(invoice.customer_email)})` : ''}</p>
${invoice.customer_tax_ids.map((taxId) => `<p>VAT: ${escapeHtml(taxId.value)}</p>`).join('')}
<table><thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount">${money(invoice.total, invoice.currency)}</td></tr>
${invoice.pre_payment_credit_notes_amount ? `<tr><th scope="row">Credited</th><td class="amount">-${money(invoice.pre_payment_credit_notes_amount, invoice.currency)}</td></tr>` : ''}
<tr><th scope="row">Amount paid</th><td class="amount">${money(invoice.amount_paid, invoice.currency)}</td></tr></tfoot></table>
<p><a href="${escapeHtml(invoice.invoice_pdf ?? '')}">Download invoice (PDF)</a></p></main></body></html>`;
}

export function invoicePdf(invoice: Invoice): Buffer {
  const lines: PdfLine[] = [
    { text: invoice.account_name, size: 18, bold: true },
    { text: `Invoice ${invoice.number ?? '(draft)'}`, size: 14, bold: true, gapBefore: 12 },
    { text: `Status: ${invoice.status}`, gapBefore: 6 },
    { text: `Issued: ${invoice.status_transitions.finalized_at ? day(invoice.status_transitions.finalized_at) : '-'}` },
    { text: `Due: ${invoice.due_date ? day(invoice.due_date) : '-'}` },
    { text: `Period: ${day(invoice.period_start)} - ${day(invoice.period_end)}` },
    { text: 'Billed to', bold: true, gapBefore: 10 },
    { text: invoice.customer_name ?? '' },
    ...addressLines(invoice).map((text) => ({ text })),
    ...(invoice.customer_email ? [{ text: invoice.customer_email }] : []),
    ...invoice.customer_tax_ids.map((taxId) => ({ text: `VAT: ${taxId.value}` })),
    { text: 'Description', bold: true, gapBefore: 14 },
    { text: 'Amount', bold: true, sameLine: true, alignRightAt: 539 },
    ...invoice.lines.data.flatMap((line): PdfLine[] => [
      { text: truncate(line.description ?? '', 80) },
      { text: money(line.amount, invoice.currency), sameLine: true, alignRightAt: 539 },
    ]),
    { text: 'Total', bold: true, gapBefore: 8 },
    { text: money(invoice.total, invoice.currency), bold: true, sameLine: true, alignRightAt: 539 },
    ...(invoice.pre_payment_credit_notes_amount
      ? [{ text: 'Credited' }, { text: `-${money(invoice.pre_payment_credit_notes_amount, invoice.currency)}`, sameLine: true, alignRightAt: 539 }]
      : []),
    { text: 'Amount due' },
    { text: money(invoice.amount_remaining, invoice.currency), sameLine: true, alignRightAt: 539 },
    ...(invoice.footer ? [{ text: invoice.footer, gapBefore: 16, size: 9 }] : []),
  ];
  return pdfDocument(`Invoice ${invoice.number ?? invoice.id}`, lines);
}

export function creditNotePdf(note: CreditNote, invoice: Invoice): Buffer {
  return pdfDocument(`Credit note ${note.number}`, [
    { text: invoice.account_name, size: 18, bold: true },
    { text: `Credit note ${note.number}`, size: 14, bold: true, gapBefore: 12 },
    { text: `For invoice ${invoice.number ?? invoice.id}`, gapBefore: 6 },
    { text: `Issued: ${day(note.created)}` },
    { text: `Billed to: ${invoice.customer_name ?? ''}` },
    ...(note.memo ? [{ text: note.memo }] : []),
    ...note.lines.data.flatMap((line): PdfLine[] => [
      { text: truncate(line.description ?? '', 80), gapBefore: 4 },
      { text: money(line.amount, note.currency), sameLine: true, alignRightAt: 539 },
    ]),
    { text: 'Total credited', bold: true, gapBefore: 8 },
    { text: money(note.amount, note.currency), bold: true, sameLine: true, alignRightAt: 539 },
  ]);
}

function addressLines(invoice: Invoice): string[] {
  const address = invoice.customer_address;
  if (!address) return [];
  return [address.line1, address.line2, [address.postal_code, address.city].filter(Boolean).join(' '), address.country].filter((line): line is string => Boolean(line));
}

function money(cents: number, currency: string): string {
  return `${currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;
}

function day(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 3)}...` : text;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}
