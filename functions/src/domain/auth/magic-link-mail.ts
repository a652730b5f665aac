import { signInLinkOf } from '@worknest/shared/auth';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { isLocale } from '@worknest/shared/locale-rules';
import type { OutgoingMail } from '../../adapters/mail';
import { mailText } from '../mail-text/mail-text';

/**
 * The sign-in e-mail, in `locale` (issue 40; English when none). The link opens a page that
 * redeems the token with a POST when the person clicks "Sign in as …"; the token is in the
 * fragment, so CloudFront and server logs never see it.
 */
export function magicLinkMail(to: string, appOrigin: string, token: string, locale?: string | null): OutgoingMail {
  const link = signInLinkOf(appOrigin, token);
  const t = mailText(locale);
  const expiry = t('signIn.expiry', { minutes: MAGIC_LINK_TTL_MINUTES });
  return {
    to,
    subject: t('signIn.subject'),
    text: [t('common.hello'), '', t('signIn.intro'), link, '', expiry, t('signIn.ignore')].join('\n'),
    html: `<!doctype html><html lang="${isLocale(locale) ? locale : 'en'}"><body style="font-family:system-ui,sans-serif;color:#1f2a2a">
<p>${escapeHtml(t('common.hello'))}</p>
<p>${escapeHtml(t('signIn.introButton'))}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0f5c54;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t('signIn.button'))}</a></p>
<p>${escapeHtml(t('signIn.paste'))}<br><span style="word-break:break-all">${link}</span></p>
<p>${escapeHtml(expiry)} ${escapeHtml(t('signIn.ignore'))}</p>
</body></html>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
