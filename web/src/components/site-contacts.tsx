import { useEffect, useState } from 'react';
import type { SiteContacts } from '@worknest/shared/site-contacts';
import { apiRequest } from '../lib/api-request';

/*
 * The stage's contacts (stage settings, `GET /api/site/contacts`): the same for everyone, fetched
 * once per visit. Public pages (landing, sign-in, legal) render outside the app's query client, so
 * this is a plain module cache rather than a TanStack query.
 */
let loading: Promise<SiteContacts> | undefined;
let loaded: SiteContacts | undefined;

function loadSiteContacts(): Promise<SiteContacts> {
  loading ??= apiRequest<SiteContacts>('GET', '/api/site/contacts').then(
    (contacts) => {
      loaded = contacts;
      return contacts;
    },
    (error: unknown) => {
      // Not cached: the next page that asks tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The contacts once known; undefined while loading or if they could not be loaded. */
export function useSiteContacts(): SiteContacts | undefined {
  const [contacts, setContacts] = useState(loaded);
  useEffect(() => {
    if (contacts) return;
    let current = true;
    loadSiteContacts().then(
      (value) => {
        if (current) setContacts(value);
      },
      () => {
        // The sentences name the address by its purpose instead (ContactEmail).
      },
    );
    return () => {
      current = false;
    };
  }, [contacts]);
  return contacts;
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
  const contacts = useSiteContacts();
  if (!contacts) return <span className={className}>{children ?? LOADING_TEXT[kind]}</span>;
  const address = contacts[kind];
  return (
    <a href={`mailto:${address}`} className={className}>
      {children ?? address}
    </a>
  );
}
