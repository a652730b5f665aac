import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ENV, requireEnv } from '../config/function-environment';
import { siteContacts } from '../config/site-contacts';

const ses = new SESv2Client({});

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on optional e-mails. */
  headers?: { name: string; value: string }[];
}

/**
 * Every e-mail names the stage's support address (stage setting `contacts.supportEmail`): a last
 * line in the text and HTML bodies, and Reply-To, so answering any Worknest e-mail reaches support
 * rather than the no-reply sender.
 */
export function withSupportLine(mail: OutgoingMail, supportEmail: string): OutgoingMail {
  const line = `Questions? Write to ${supportEmail}.`;
  const escaped = supportEmail.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const htmlLine = `<p style="margin:24px 0 0;font-size:13px;color:#5b6b6b">Questions? Write to <a href="mailto:${escaped}" style="color:#0f5c54">${escaped}</a>.</p>`;
  const html = mail.html.includes('</body>') ? mail.html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${htmlLine}</body>`) : `${mail.html}${htmlLine}`;
  return { ...mail, text: `${mail.text}\n\n${line}`, html };
}

/** Sends one e-mail through SES (aws-ses-v2-local on one machine). */
export async function sendMail(outgoing: OutgoingMail): Promise<void> {
  const { supportEmail } = siteContacts();
  const mail = withSupportLine(outgoing, supportEmail);
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv(ENV.mailFrom),
      ReplyToAddresses: [supportEmail],
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.headers?.length ? { Headers: mail.headers.map((header) => ({ Name: header.name, Value: header.value })) } : {}),
        },
      },
    }),
  );
}
