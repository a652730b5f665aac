import { Logo } from '../../../components/logo';
import { useLandingActions } from './landing-actions';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';
import { SOCIAL_NETWORK_LABELS, type SocialNetwork } from '@worknest/shared/site-contacts-options';
import { useSiteContacts } from '../../../components/site-contacts';
import { LinkedInIcon, TwitterIcon } from './social-icons';

const ICONS: Record<SocialNetwork, typeof LinkedInIcon> = { linkedin: LinkedInIcon, twitter: TwitterIcon };

const linkClasses = 'rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** The footer (SPEC.md §2). */
export function SiteFooter() {
  const { openDemo } = useLandingActions();
  // The company's social profiles: stage settings, none until they are known.
  const social = useSiteContacts()?.social ?? [];
  return (
    <footer className="border-t border-border bg-background px-4 pt-16 pb-28 sm:px-6 lg:pb-12">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            A private home-exchange network for company employees: work-ready stays with colleagues, instead of hotels.
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
                  aria-label={`Worknest on ${SOCIAL_NETWORK_LABELS[network]}`}
                  className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
                >
                  <Icon className="size-5" />
                </a>
              </li>
              );
            })}
          </ul>
        </div>
        <nav aria-label="Company">
          <h2 className="mb-4 text-sm font-semibold">Company</h2>
          <ul className="grid gap-3">
            <li>
              <SectionLink to="top" className={linkClasses}>
                Our mission
              </SectionLink>
            </li>
            <li>
              <SectionLink to="security-trust" className={linkClasses}>
                Security &amp; Trust
              </SectionLink>
            </li>
            <li>
              <SectionLink to="how-it-works" className={linkClasses}>
                How It Works
              </SectionLink>
            </li>
            <li>
              <SectionLink to="benefits" className={linkClasses}>
                Benefits
              </SectionLink>
            </li>
            <li>
              <SectionLink to="faq" className={linkClasses}>
                FAQ
              </SectionLink>
            </li>
            <li>
              <button type="button" onClick={openDemo} className={`${linkClasses} cursor-pointer`}>
                Contact
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="mb-4 text-sm font-semibold">Legal</h2>
          <ul className="grid gap-3">
            <li>
              <PageLink to="/privacy" className={linkClasses}>
                Privacy Policy
              </PageLink>
            </li>
            <li>
              <PageLink to="/terms" className={linkClasses}>
                Terms of Service
              </PageLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-border pt-6 text-sm text-muted-foreground">
        © 2025 Worknest. All rights reserved.
      </p>
    </footer>
  );
}
