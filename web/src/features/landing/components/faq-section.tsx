import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { MAGIC_LINK_TTL_MINUTES, MINIMUM_AGE, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { DemoButton } from './cta-buttons';
import { LandingSection } from './landing-section';
import { Reveal } from './reveal';

/** SPEC.md §9: eight questions (`faq.q1`/`faq.a1` … in the `landing` catalog). */
const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8];
const VALUES = { age: MINIMUM_AGE, minutes: MAGIC_LINK_TTL_MINUTES, days: SESSION_TTL_DAYS };

/** The FAQ (SPEC.md §2): one answer open at a time; the open one closes when clicked again. */
export function FaqSection() {
  const t = useT('landing');
  // The answers are in `public`, loaded after the first paint (ADR 0171); a panel opened before shows nothing yet.
  const later = useLaterText();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <LandingSection id="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')} width="narrow">
      <Reveal delay={200}>
        <ul className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm" data-testid="faq-list">
          {QUESTIONS.map((number, index) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <li key={number}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                    className="flex w-full cursor-pointer items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold hover:bg-accent/60"
                  >
                    {t(`faq.q${number}`)}
                    <ChevronDown aria-hidden="true" className={clsx('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-6 pb-5 text-muted-foreground">
                  {later(`faq.a${number}`, VALUES)}
                </div>
              </li>
            );
          })}
        </ul>
      </Reveal>
      <div className="grid justify-items-center gap-4 text-center">
        <p className="text-lg text-muted-foreground">{t('faq.more')}</p>
        <DemoButton size="lg" primary />
      </div>
    </LandingSection>
  );
}
