import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface SectionHeadingProps {
  /** The id of the <h2>, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={clsx('grid max-w-2xl gap-3', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="text-lg text-pretty text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
