import { ALREADY_ENROLLED_MAIL_TEXT, companySignupLinkOf } from '@worknest/shared/company-signup-rules';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import type { OutgoingMail } from '../../adapters/mail';
import { escapeHtml, mailLayout } from '../mail/layout';

/**
 * Issue 38: the two mails a sign-up may send. The link opens a page that redeems the token with a
 * POST when the person clicks (mail scanners follow GET links); the token is in the fragment.
 */
export function companySignupMail(to: string, appOrigin: string, token: string, companyName: string, domain: string): OutgoingMail {
  const link = companySignupLinkOf(appOrigin, token);
  return {
    to,
    subject: `Confirm ${companyName} on Worknest`,
    text: [
      'Hello,',
      '',
      `Use this link to confirm the sign-up of ${companyName} (${domain}) and start its setup:`,
      link,
      '',
      `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.`,
      'If you did not sign up, you can ignore this e-mail: nothing is created without the link.',
    ].join('\n'),
    html: mailLayout(
      [
        'Hello,',
        `Use this button to confirm the sign-up of <strong>${escapeHtml(companyName)}</strong> (${escapeHtml(domain)}) and start its setup.`,
        `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes. If you did not sign up, you can ignore this e-mail: nothing is created without the link.`,
      ],
      { href: link, label: 'Confirm and start the setup' },
    ),
  };
}

/** A sign-up for a domain already on Worknest: said by e-mail only, never in the answer (no enumeration). */
export function alreadyEnrolledMail(to: string, appOrigin: string): OutgoingMail {
  return {
    to,
    subject: 'Your company is already on Worknest',
    text: ['Hello,', '', ALREADY_ENROLLED_MAIL_TEXT, '', `Once HR has added you, sign in at ${appOrigin}/login.`, '', 'If you did not sign up, you can ignore this e-mail.'].join('\n'),
    html: mailLayout(['Hello,', escapeHtml(ALREADY_ENROLLED_MAIL_TEXT), 'If you did not sign up, you can ignore this e-mail.'], { href: `${appOrigin}/login`, label: 'Sign in to Worknest' }),
  };
}
