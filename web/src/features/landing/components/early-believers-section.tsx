import { Quote } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { DemoButton } from './cta-buttons';
import { Reveal } from './reveal';

/** Early believers (SPEC.md §2): the team's own words, no invented customer quotes. */
export function EarlyBelieversSection() {
  const t = useT('landing');
  const later = useLaterText();
  return (
    <section id="early-believers" aria-labelledby="early-believers-title" className="scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28">
      <Reveal className="mx-auto grid max-w-4xl justify-items-center gap-8 text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('believers.eyebrow')}</p>
        <h2 id="early-believers-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {t('believers.title')}
        </h2>
        <figure className="grid gap-6 rounded-2xl bg-primary p-8 text-primary-foreground shadow-md sm:p-12">
          <Quote aria-hidden="true" className="mx-auto size-10 opacity-70" />
          <blockquote className="text-xl leading-relaxed text-pretty sm:text-2xl">
            {later('believers.quote')}
          </blockquote>
          <figcaption className="text-base font-medium opacity-90">{t('believers.by')}</figcaption>
        </figure>
        <p className="max-w-2xl text-lg text-muted-foreground">
          {later('believers.outro')}
        </p>
        <DemoButton size="lg" primary />
      </Reveal>
    </section>
  );
}
