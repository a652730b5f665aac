import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountDeletedNotice } from '../components/account-deleted-notice';
import { AudienceSection } from '../components/audience-section';
import { BenefitsSection } from '../components/benefits-section';
import { BottomDock } from '../components/bottom-dock';
import { ClosingBanner } from '../components/closing-banner';
import { EarlyBelieversSection } from '../components/early-believers-section';
import { FaqSection } from '../components/faq-section';
import { FinalConversionSection } from '../components/final-conversion-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { LandingActionsProvider } from '../components/landing-actions';
import { PricingSection } from '../components/pricing-section';
import { SecuritySection } from '../components/security-section';
import { SiteFooter } from '../components/site-footer';
import { SiteNav } from '../components/site-nav';
import { SocialMeta } from '../components/social-meta';
import { scrollToSection } from '../utils/scroll-to-section';

/**
 * `/` for visitors who are not signed in (SPEC.md §2, §4). `accountDeleted`: arriving from the
 * delete flow, the page first says the account is gone (issue 29).
 */
export function LandingRoute({ accountDeleted = false }: { accountDeleted?: boolean } = {}) {
  const t = useT('landing');
  const title = t('title');
  // Arriving from another page: start at the top, or at the section a link like /#faq names.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id && document.getElementById(id)) scrollToSection(id);
    else window.scrollTo(0, 0);
  }, []);

  useDocumentTitle(title);

  return (
    <LandingActionsProvider>
      <SocialMeta />
      <SiteNav />
      {accountDeleted ? <AccountDeletedNotice /> : null}
      <main id="main">
        <HeroSection />
        <BenefitsSection />
        <HowItWorksSection />
        <AudienceSection />
        <SecuritySection />
        <EarlyBelieversSection />
        <PricingSection />
        <ClosingBanner />
        <FaqSection />
        <FinalConversionSection />
      </main>
      <SiteFooter />
      <BottomDock />
    </LandingActionsProvider>
  );
}
