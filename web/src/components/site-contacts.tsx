import { useQuery } from '@tanstack/react-query';
import type { SiteContacts } from '@worknest/shared/site-contacts';
import { apiRequest } from '../lib/api-request';

/** The stage's contacts (stage settings, `GET /api/site/contacts`): the same for everyone, fetched once per visit. */
export function useSiteContacts() {
  return useQuery({
    queryKey: ['/api/site/contacts'],
    queryFn: () => apiRequest<SiteContacts>('GET', '/api/site/contacts'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

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
  const { data } = useSiteContacts();
  if (!data) return <span className={className}>{children ?? LOADING_TEXT[kind]}</span>;
  const address = data[kind];
  return (
    <a href={`mailto:${address}`} className={className}>
      {children ?? address}
    </a>
  );
}
