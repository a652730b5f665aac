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
        <nav aria-label={t('footer.company')}>
          <h2 className="mb-4 text-sm font-semibold">{t('footer.company')}</h2>
          <ul className="grid gap-3">
            <li>
              <SectionLink to="top" className={linkClasses}>
                {t('footer.mission')}
              </SectionLink>
            </li>
            <li>
              <SectionLink to="security-trust" className={linkClasses}>
                {t('nav.security')}
              </SectionLink>
            </li>
            <li>
              <SectionLink to="how-it-works" className={linkClasses}>
                {t('nav.howItWorks')}
              </SectionLink>
            </li>
            <li>
              <SectionLink to="benefits" className={linkClasses}>
                {t('nav.benefits')}
              </SectionLink>
            </li>
            <li>
              <SectionLink to="faq" className={linkClasses}>
                {t('nav.faq')}
              </SectionLink>
            </li>
            <li>
              <button type="button" onClick={openDemo} className={`${linkClasses} cursor-pointer`}>
                {t('footer.contact')}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className="mb-4 text-sm font-semibold">{t('footer.legal')}</h2>
          <ul className="grid gap-3">
            <li>
              <PageLink to="/privacy" className={linkClasses}>
                {t('footer.privacy')}
              </PageLink>
            </li>
            <li>
              <PageLink to="/terms" className={linkClasses}>
                {t('footer.terms')}
              </PageLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
        <p className="text-sm text-muted-foreground">{t('footer.rights')}</p>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
