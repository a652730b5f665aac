import { lazy, useState } from 'react';
import { Check } from 'lucide-react';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { useT } from '../../../lib/i18n';
import { DemoButton, WaitlistButton } from './cta-buttons';
import { AfterFirstPaint } from '../../../lib/use-idle-after';
import { PageLink } from './page-link';

/**
 * The three drawings (hero-backgrounds.tsx, a few KB of SVG code) load after the first paint: the
 * section's own dark colour is the background until then, and the headline paints without them
 * (issue 31, ADR 0179; the landing page's JS budget).
 */
const HERO_BACKGROUNDS = ['city', 'coast', 'mountains'] as const;
const HeroBackground = lazy(() => import('./hero-backgrounds').then((module) => ({ default: module.HeroBackground })));

const PROMISES = ['hero.p1', 'hero.p2', 'hero.p3'];

/** The hero (SPEC.md §2): one of three backgrounds at random, the headline and both calls to action. */
export function HeroSection() {
  const t = useT('landing');
  const [background] = useState(() => HERO_BACKGROUNDS[Math.floor(Math.random() * HERO_BACKGROUNDS.length)]!);

  return (
    <section
      id="top"
      aria-labelledby="hero-title"
      data-hero-background={background}
      className="relative isolate flex min-h-[100svh] flex-col overflow-hidden bg-[#0b2a2c] text-white"
    >
      <div className="absolute inset-0 -z-10">
        <AfterFirstPaint fallback={null}>
          <div data-hero-drawing className="absolute inset-0 motion-safe:animate-fade-in-slow">
            <HeroBackground name={background} />
          </div>
        </AfterFirstPaint>
        {/* A scrim keeps the text readable on every background and screen width. */}
        <div className="absolute inset-0 bg-[linear-gradient(180deg,rgb(5_22_25/0.88)_0%,rgb(5_22_25/0.78)_65%,rgb(5_22_25/0.35)_100%)] md:bg-[linear-gradient(100deg,rgb(5_22_25/0.88)_0%,rgb(5_22_25/0.7)_45%,rgb(5_22_25/0.15)_100%)]" />
      </div>

      <div className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 pt-6 sm:px-6">
        <Logo tone="inverse" />
        <div className="flex items-center gap-1">
          <LanguageSwitcher onDark />
          <PageLink to="/login" className="rounded-md px-3 py-2 text-sm font-medium text-white/90 underline-offset-4 hover:text-white hover:underline">
            {t('hero.signIn')}
          </PageLink>
        </div>
      </div>

      <div className="mx-auto flex w-full max-w-6xl flex-1 items-center px-4 py-16 sm:px-6">
        <div className="grid max-w-2xl gap-6">
          <p className="w-fit rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium">
            {t('hero.badge')}
          </p>
          <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="text-lg text-pretty text-white/85 sm:text-xl">
            {t('hero.intro')}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <WaitlistButton size="lg" onDark />
            <DemoButton size="lg" onDark />
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-[#f6c177]" />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
