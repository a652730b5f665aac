import { Armchair, BadgeCheck, PiggyBank, Plane, type LucideIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { WaitlistButton } from './cta-buttons';
import { LandingSection } from './landing-section';
import { Reveal } from './reveal';

/** Icons of the four benefits; texts `benefits.b1.title` … in the `landing` catalog. */
const BENEFITS: LucideIcon[] = [PiggyBank, Armchair, BadgeCheck, Plane];

export function BenefitsSection() {
  const t = useT('landing');
  const later = useLaterText();
  return (
    <LandingSection id="benefits" eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} intro={t('benefits.intro')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((Icon, index) => (
          <li key={index}>
            <Reveal delay={index % 2 === 0 ? 200 : 400} className="h-full">
              <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold">{t(`benefits.b${index + 1}.title`)}</h3>
                <p className="text-muted-foreground">{later(`benefits.b${index + 1}.text`)}</p>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <WaitlistButton size="lg" />
      </div>
    </LandingSection>
  );
}
