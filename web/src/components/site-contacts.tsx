import type { SiteContacts } from '@worknest/shared/site-contacts';
import { oncePerVisit } from '../lib/once-per-visit';

/**
 * The stage's contacts (stage settings, `GET /api/site/contacts`), the same for everyone: once
 * known; undefined while loading or if they could not be loaded (the sentences then name the
 * address by its purpose instead, ContactEmail).
 */
export const useSiteContacts = oncePerVisit<SiteContacts>('/api/site/contacts');

type ContactEmailKind = 'supportEmail' | 'privacyEmail' | 'legalEmail';

const LOADING_TEXT: Record<ContactEmailKind, string> = {
  supportEmail: 'our support address',
  privacyEmail: 'our privacy address',
  legalEmail: 'our legal address',
};

/**
 * A `mailto:` link to one of the stage's addresses. Until it is known (or if it cannot be
 * loaded) the sentence still reads: it names the address by its purpose, without a link.
 */
export function ContactEmail({ kind, children, className }: { kind: ContactEmailKind; children?: React.ReactNode; className?: string }) {
  const contacts = useSiteContacts();
  if (!contacts) return <span className={className}>{children ?? LOADING_TEXT[kind]}</span>;
  const address = contacts[kind];
  return (
    <a href={`mailto:${address}`} className={className}>
      {children ?? address}
    </a>
  );
}
