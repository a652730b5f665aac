import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ENV, requireEnv } from '../config/function-environment';

const ses = new SESv2Client({});

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on optional e-mails. */
  headers?: { name: string; value: string }[];
}

/** Sends one e-mail through SES (aws-ses-v2-local on one machine). */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv(ENV.mailFrom),
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
