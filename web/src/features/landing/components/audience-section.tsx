import { Check, HeartHandshake, Laptop } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { WaitlistButton } from './cta-buttons';
import { LandingSection } from './landing-section';
import { Reveal } from './reveal';

/** Keys in the `landing` catalog: `audience.hr.title`, `.text`, `.p1`–`.p4`. */
const AUDIENCES = [
  { icon: HeartHandshake, key: 'hr' },
  { icon: Laptop, key: 'emp' },
];
const POINTS = ['p1', 'p2', 'p3', 'p4'];

export function AudienceSection() {
  const t = useT('landing');
  const later = useLaterText();
  return (
    <LandingSection id="who-its-for" eyebrow={t('audience.eyebrow')} title={t('audience.title')} intro={t('audience.intro')}>
      <div className="grid gap-6 md:grid-cols-2">
        {AUDIENCES.map((audience, index) => (
          <Reveal key={audience.key} delay={index === 0 ? 200 : 400} className="h-full">
            <article className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-8 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <audience.icon aria-hidden="true" className="size-6" />
              </span>
              <div className="grid gap-2">
                <h3 className="text-2xl font-semibold tracking-tight">{t(`audience.${audience.key}.title`)}</h3>
                <p className="text-muted-foreground">{t(`audience.${audience.key}.text`)}</p>
              </div>
              <ul className="grid gap-3">
                {POINTS.map((point) => (
                  <li key={point} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{later(`audience.${audience.key}.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </article>
          </Reveal>
        ))}
      </div>
      <div className="flex justify-center">
        <WaitlistButton size="lg" />
      </div>
    </LandingSection>
  );
}
