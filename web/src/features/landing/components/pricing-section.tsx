import { Check } from 'lucide-react';
import { formatFee, useSitePricing } from '../api/site-pricing';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { Reveal } from './reveal';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';
import { SectionHeading } from './section-heading';

/** SPEC.md §2: exactly these three bullets (`pricing.b1`–`b3`). */
const BULLETS = ['pricing.b1', 'pricing.b2', 'pricing.b3'];

const PARTS = ['setup', 'stay'] as const;

export function PricingSection() {
  // Issue 34: the amounts are the stage's settings (companySetupFeeCents, companyStayFeeCents).
  const t = useT('landing');
  const later = useLaterText();
  const pricing = useSitePricing();
  const amountOf = (fee: 'setup' | 'stay') =>
    pricing ? t(`pricing.${fee}.amount`, { amount: formatFee(fee === 'setup' ? pricing.companySetupFeeCents : pricing.companyStayFeeCents) }) : null;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-muted px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <Reveal>
          <SectionHeading
            id="pricing-title"
            align="left"
            eyebrow={t('pricing.eyebrow')}
            title={t('pricing.title')}
            intro={t('pricing.intro')}
          />
          <ul className="mt-8 grid gap-4">
            {BULLETS.map((bullet) => (
              <li key={bullet} className="flex items-center gap-3 text-lg font-medium">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                </span>
                {t(bullet)}
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal delay={200}>
          <div className="grid gap-6 rounded-2xl border border-border bg-card p-8 shadow-md">
            {PARTS.map((part) => (
              <div key={part} className="grid gap-1 border-b border-border pb-6 last:border-b-0 last:pb-0">
                <h3 className="text-xl font-semibold">{t(`pricing.${part}.title`)}</h3>
                {amountOf(part) ? <p className="text-2xl font-semibold tracking-tight text-primary">{amountOf(part)}</p> : null}
                <p className="text-muted-foreground">{later(`pricing.${part}.text`)}</p>
              </div>
            ))}
            <p className="text-sm text-muted-foreground">
              {later('pricing.billing')}
            </p>
            <Button asChild size="lg">
              <SectionLink to="final-conversion">{t('pricing.sales')}</SectionLink>
            </Button>
            {/* Issue 38: a company can also start by itself, setup fee included. */}
            <Button asChild size="lg" variant="outline">
              <PageLink to="/for-companies">{t('pricing.signUp')}</PageLink>
            </Button>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
