import * as z from 'zod';
import { isWorkEmail } from './email';
import { socialNetworks } from './site-contacts-options';

/**
 * The addresses and profiles the site names (support, privacy and legal e-mail, social links):
 * stage settings (cdk.json `context.stages.<name>.contacts`, read by infra/lib/stage-settings.ts),
 * handed to every function as SITE_CONTACTS and to the web app by `GET /api/site/contacts`, so
 * the landing page, footer, sign-in pages, legal pages and e-mails all show the same values.
 */
export * from './site-contacts-options';

const address = z.string().refine(isWorkEmail, 'must be an e-mail address');

export const siteContactsSchema = z.object({
  supportEmail: address,
  privacyEmail: address,
  legalEmail: address,
  /** In the footer's order; none is fine (the footer then shows no profiles). */
  social: z
    .array(z.object({ network: z.enum(socialNetworks), url: z.string().url().max(500).refine((url) => url.startsWith('https://'), 'must be an https:// URL') }))
    .max(socialNetworks.length),
});
export type SiteContacts = z.infer<typeof siteContactsSchema>;

/** The local stage's (demo) values: `.example` addresses nobody receives, and made-up profiles. */
export const LOCAL_SITE_CONTACTS: SiteContacts = {
  supportEmail: 'support@worknest.example',
  privacyEmail: 'privacy@worknest.example',
  legalEmail: 'legal@worknest.example',
  social: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/worknest-example' },
    { network: 'twitter', url: 'https://x.com/worknest_example' },
  ],
};
