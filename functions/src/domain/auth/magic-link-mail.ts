import { signInLinkOf } from '@worknest/shared/auth';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import type { OutgoingMail } from '../../adapters/mail';

/**
 * The sign-in e-mail. The link opens a page that redeems the token with a POST when the person
 * clicks "Sign in as …"; the token is in the fragment, so CloudFront and server logs never see it.
 */
export function magicLinkMail(to: string, appOrigin: string, token: string): OutgoingMail {
  const link = signInLinkOf(appOrigin, token);
  return {
    to,
    subject: 'Your Worknest sign-in link',
    text: [
      'Hello,',
      '',
      'Use this link to sign in to Worknest:',
      link,
      '',
      `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.`,
      'If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2a2a">
<p>Hello,</p>
<p>Use this button to sign in to Worknest:</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0f5c54;color:#fff;border-radius:8px;text-decoration:none">Sign in to Worknest</a></p>
<p>Or paste this link into your browser:<br><span style="word-break:break-all">${link}</span></p>
<p>The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.</p>
</body></html>`,
  };
}
