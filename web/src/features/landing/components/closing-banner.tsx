import { useT } from '../../../lib/i18n';
import { useLaterText } from '../utils/later-text';
import { DemoButton, WaitlistButton } from './cta-buttons';
import { Reveal } from './reveal';

export function ClosingBanner() {
  const t = useT('landing');
  const later = useLaterText();
  return (
    <section aria-labelledby="closing-title" className="px-4 py-20 sm:px-6">
      <Reveal className="mx-auto grid max-w-5xl justify-items-center gap-6 rounded-3xl bg-[linear-gradient(135deg,#0b3f3b,#0f5c55_55%,#1d6f66)] px-6 py-16 text-center text-white shadow-lg sm:px-12">
        <h2 id="closing-title" className="max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {t('closing.title')}
        </h2>
        <p className="max-w-2xl text-lg text-white/85">
          {later('closing.text')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <WaitlistButton size="lg" onDark />
          <DemoButton size="lg" onDark />
        </div>
      </Reveal>
    </section>
  );
}
