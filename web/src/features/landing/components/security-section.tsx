import { BadgeCheck, ClipboardCheck, KeyRound, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { InfoTooltip } from './info-tooltip';
import { LandingSection } from './landing-section';
import { Reveal } from './reveal';

/** Keys in the `landing` catalog: `security.c1.title`, `.text`, and for two cards `.more` with its `.topic`. */
const CARDS: { icon: LucideIcon; key: string; more?: boolean }[] = [
  { icon: BadgeCheck, key: 'c1', more: true },
  { icon: KeyRound, key: 'c2' },
  { icon: ClipboardCheck, key: 'c3' },
  { icon: ShieldCheck, key: 'c4', more: true },
];

export function SecuritySection() {
  const t = useT('landing');
  // The tooltips' texts are in `public`, loaded after the first paint (ADR 0171).
  const later = useLaterText();
  return (
    <LandingSection id="security-trust" eyebrow={t('security.eyebrow')} title={t('security.title')} intro={t('security.intro')} muted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card, index) => (
          <li key={card.key}>
            <Reveal delay={index % 2 === 0 ? 200 : 400} className="h-full">
              <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <card.icon aria-hidden="true" className="size-6" />
                </span>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold">{t(`security.${card.key}.title`)}</h3>
                  {card.more ? (
                    <InfoTooltip label={t('security.more', { topic: t(`security.${card.key}.topic`) })}>{later(`security.${card.key}.more`)}</InfoTooltip>
                  ) : null}
                </div>
                <p className="text-muted-foreground">{later(`security.${card.key}.text`)}</p>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
