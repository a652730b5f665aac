import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

interface LandingSectionProps {
  /** The section's id, the anchor the navigation scrolls to; its heading's id is `${id}-title`. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The muted background of every other section. */
  muted?: boolean;
  /** `narrow` for one column of text (the FAQ). */
  width?: 'wide' | 'narrow';
  children: ReactNode;
}

/** A section of the landing page: its centred heading, revealed on scroll, above its content. */
export function LandingSection({ id, eyebrow, title, intro, muted = false, width = 'wide', children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx('scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28', muted && 'bg-muted')}>
      <div className={clsx('mx-auto grid gap-12', width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl')}>
        <Reveal>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} intro={intro} />
        </Reveal>
        {children}
      </div>
    </section>
  );
}
