import { Check } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { DemoButton } from './cta-buttons';
import { QuickWaitlistForm } from './quick-waitlist-form';
import { Reveal } from './reveal';

const NEXT_STEPS = ['final.n1', 'final.n2', 'final.n3'];

/** The final conversion block (SPEC.md §2), target of every "Talk to Sales". */
export function FinalConversionSection() {
  const t = useT('landing');
  const later = useLaterText();
  return (
    <section
      id="final-conversion"
      aria-labelledby="final-conversion-title"
      className="scroll-mt-20 bg-[linear-gradient(160deg,#0b2a2c,#0f5c55)] px-4 py-20 text-white sm:px-6 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <Reveal className="grid gap-6">
          <p className="text-sm font-semibold tracking-wide text-[#f6c177] uppercase">{t('final.eyebrow')}</p>
          <h2 id="final-conversion-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('final.title')}
          </h2>
          <p className="text-lg text-white/85">
            {later('final.text')}
          </p>
          <ul className="grid gap-3">
            {NEXT_STEPS.map((step) => (
              <li key={step} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#f6c177]" />
                <span className="text-white/90">{later(step)}</span>
              </li>
            ))}
          </ul>
          <div>
            <DemoButton onDark>{t('final.demo')}</DemoButton>
          </div>
        </Reveal>
        <Reveal delay={200}>
          <QuickWaitlistForm />
        </Reveal>
      </div>
    </section>
  );
}
