import type { OutgoingMail } from '../../adapters/mail';

/** The last e-mail to an erased member's address, sent before the address is removed. */
export function accountDeletedMail(to: string, appOrigin: string, requestedBy: 'member' | 'admin'): OutgoingMail {
  const why =
    requestedBy === 'member'
      ? 'As you asked, your Worknest account has been deleted.'
      : 'As requested, a Worknest administrator has deleted your Worknest account.';
  const lines = [
    'Hello,',
    '',
    why,
    'Your name, e-mail address, phone number, listings and their photos are gone, and every session has ended.',
    'Messages and reviews you wrote stay for the other members and show "Former member"; your bookings keep only what accounting requires (amounts, dates, payment reference), without your name.',
    '',
    `You can sign up again with this address at any time as a new member: ${appOrigin}/login`,
  ];
  return {
    to,
    subject: 'Your Worknest account has been deleted',
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2a2a">\n${lines
      .filter(Boolean)
      .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)}</p>`)
      .join('\n')}\n</body></html>`,
  };
}
