import type { OutgoingMail } from '../../adapters/mail';
import { accountMailText } from '../mail-text/account-text';

/** The last e-mail to an erased member's address, sent before the address is removed; in their language (issue 40). */
export function accountDeletedMail(to: string, appOrigin: string, requestedBy: 'member' | 'admin', locale?: string | null): OutgoingMail {
  const { t, locale: lang } = accountMailText(locale);
  const lines = [
    t('hello'),
    '',
    t(requestedBy === 'member' ? 'deleted.byMember' : 'deleted.byAdmin'),
    t('deleted.gone'),
    t('deleted.kept'),
    '',
    t('deleted.again', { link: `${appOrigin}/login` }),
  ];
  return {
    to,
    subject: t('deleted.subject'),
    text: lines.join('\n'),
    html: `<!doctype html><html${lang === 'en' ? '' : ` lang="${lang}"`}><body style="font-family:system-ui,sans-serif;color:#1f2a2a">\n${lines
      .filter(Boolean)
      .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)}</p>`)
      .join('\n')}\n</body></html>`,
  };
}
