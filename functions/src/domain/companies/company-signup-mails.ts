import { companySignupLinkOf } from '@worknest/shared/company-signup-rules';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import type { OutgoingMail } from '../../adapters/mail';
import { escapeHtml, mailLayout } from '../mail/layout';
import { accountMailText } from '../mail-text/account-text';

/**
 * Issue 38: the two mails a sign-up may send. The link opens a page that redeems the token with a
 * POST when the person clicks (mail scanners follow GET links); the token is in the fragment.
 */
export function companySignupMail(to: string, appOrigin: string, token: string, companyName: string, domain: string, locale?: string | null): OutgoingMail {
  const link = companySignupLinkOf(appOrigin, token);
  const { t, locale: lang } = accountMailText(locale);
  const company = companyName;
  const expiry = t('signup.expiry', { minutes: MAGIC_LINK_TTL_MINUTES });
  // The company's name in bold in the HTML: a marker the translation places, the rest escaped.
  const marker = '\u0000';
  return {
    to,
    subject: t('signup.subject', { company }),
    text: [t('hello'), '', t('signup.useLink', { company, domain }), link, '', expiry, t('signup.ignore')].join('\n'),
    html: mailLayout(
      [
        escapeHtml(t('hello')),
        escapeHtml(t('signup.useButton', { company: marker, domain })).replace(marker, `<strong>${escapeHtml(companyName)}</strong>`),
        `${escapeHtml(expiry)} ${escapeHtml(t('signup.ignore'))}`,
      ],
      { href: link, label: t('signup.button') },
      undefined,
      lang === 'en' ? undefined : lang,
    ),
  };
}

/** A sign-up for a domain already on Worknest: said by e-mail only, never in the answer (no enumeration). */
export function alreadyEnrolledMail(to: string, appOrigin: string, locale?: string | null): OutgoingMail {
  const { t, locale: lang } = accountMailText(locale);
  return {
    to,
    subject: t('enrolled.subject'),
    text: [t('hello'), '', t('enrolled.body'), '', t('enrolled.signIn', { link: `${appOrigin}/login` }), '', t('enrolled.ignore')].join('\n'),
    html: mailLayout([escapeHtml(t('hello')), escapeHtml(t('enrolled.body')), escapeHtml(t('enrolled.ignore'))], { href: `${appOrigin}/login`, label: t('enrolled.button') }, undefined, lang === 'en' ? undefined : lang),
  };
}
