import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { DemoButton } from './cta-buttons';
import { LandingSection } from './landing-section';
import { Reveal } from './reveal';

/** The three steps' keys in the `landing` catalog (`how.s1.title`, `how.s1.text`, …). */
const STEPS = ['s1', 's2', 's3'];

export function HowItWorksSection() {
  const t = useT('landing');
  const later = useLaterText();
  return (
    <LandingSection id="how-it-works" eyebrow={t('how.eyebrow')} title={t('how.title')} muted>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step}>
            <Reveal delay={index === 0 ? 0 : index === 1 ? 200 : 400} className="h-full">
              <div className="flex h-full flex-col gap-4 rounded-xl bg-card p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{t('how.step', { number: index + 1 })} </span>
                  {t(`how.${step}.title`)}
                </h3>
                <p className="text-muted-foreground">{later(`how.${step}.text`)}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
      <div className="flex justify-center">
        <DemoButton size="lg" primary />
      </div>
    </LandingSection>
  );
}
