/** The HTML frame every Worknest e-mail uses: readable on a phone, one button, an optional footer. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailButton {
  href: string;
  label: string;
}

/**
 * `paragraphs` are HTML already (escape what comes from people); the footer is plain text with
 * an optional link (the unsubscribe line of optional e-mails). `lang` is the mail's language (issue 40).
 */
export function mailLayout(paragraphs: string[], button?: MailButton, footer?: { text: string; link?: MailButton }, lang?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${p}</p>`).join('\n');
  const link = button
    ? `<p style="margin:20px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 20px;background:#0f5c54;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(button.label)}</a></p>`
    : '';
  const foot = footer
    ? `<p style="margin:28px 0 0;font-size:13px;color:#5b6b6b">${escapeHtml(footer.text)}${footer.link ? ` <a href="${escapeHtml(footer.link.href)}" style="color:#0f5c54">${escapeHtml(footer.link.label)}</a>` : ''}</p>`
    : '';
  return `<!doctype html><html${lang ? ` lang="${escapeHtml(lang)}"` : ''}><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:24px 16px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:16px;line-height:1.5;color:#1f2a2a;background:#ffffff"><div style="max-width:560px;margin:0 auto">\n${body}\n${link}\n${foot}\n</div></body></html>`;
}
