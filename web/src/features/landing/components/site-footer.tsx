import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { useT } from '../../../lib/i18n';
import { useLandingActions } from './landing-actions';
import { useLaterText } from '../utils/later-text';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';
import { SOCIAL_NETWORK_LABELS, type SocialNetwork } from '@worknest/shared/site-contacts-options';
import { useSiteContacts } from '../../../components/site-contacts';
import { LinkedInIcon, TwitterIcon } from './social-icons';

const ICONS: Record<SocialNetwork, typeof LinkedInIcon> = { linkedin: LinkedInIcon, twitter: TwitterIcon };

const linkClasses = 'rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** The sections of the page the footer's Company column links to, in order (labels: keys of the `landing` catalog). */
const COMPANY_SECTIONS = [
  { id: 'top', label: 'footer.mission' },
  { id: 'security-trust', label: 'nav.security' },
  { id: 'how-it-works', label: 'nav.howItWorks' },
  { id: 'benefits', label: 'nav.benefits' },
  { id: 'faq', label: 'nav.faq' },
] as const;

const LEGAL_PAGES = [
  { path: '/privacy', label: 'footer.privacy' },
  { path: '/terms', label: 'footer.terms' },
] as const;

/** One titled column of the footer's links. */
function FooterNav({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-sm font-semibold">{title}</h2>
      <ul className="grid gap-3">{children}</ul>
    </nav>
  );
}

/** The footer (SPEC.md §2). */
export function SiteFooter() {
  const t = useT('landing');
  const later = useLaterText();
  const { openDemo } = useLandingActions();
  // The company's social profiles: stage settings, none until they are known.
  const social = useSiteContacts()?.social ?? [];
  return (
    <footer className="border-t border-border bg-background px-4 pt-16 pb-28 sm:px-6 lg:pb-12">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            {later('footer.about')}
          </p>
          <ul className="flex gap-2">
            {social.map(({ network, url }) => {
              const Icon = ICONS[network];
              return (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.social', { network: SOCIAL_NETWORK_LABELS[network] })}
                  className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
                >
                  <Icon className="size-5" />
                </a>
              </li>
              );
            })}
          </ul>
        </div>
        <FooterNav title={t('footer.company')}>
          {COMPANY_SECTIONS.map((section) => (
            <li key={section.id}>
              <SectionLink to={section.id} className={linkClasses}>
                {t(section.label)}
              </SectionLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={openDemo} className={`${linkClasses} cursor-pointer`}>
              {t('footer.contact')}
            </button>
          </li>
        </FooterNav>
        <FooterNav title={t('footer.legal')}>
          {LEGAL_PAGES.map((page) => (
            <li key={page.path}>
              <PageLink to={page.path} className={linkClasses}>
                {t(page.label)}
              </PageLink>
            </li>
          ))}
        </FooterNav>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
        <p className="text-sm text-muted-foreground">{t('footer.rights')}</p>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
