import { joinClasses } from '../lib/join-classes';

interface LogoProps {
  className?: string;
  showWord?: boolean;
  /** `inverse`: white word, for dark backgrounds (the landing page's hero). */
  tone?: 'default' | 'inverse';
}

/** The Worknest mark and word. The mark is decorative; the word carries the name. */
export function Logo({ className, showWord = true, tone = 'default' }: LogoProps) {
  const base = `inline-flex items-center gap-2 font-semibold tracking-tight ${tone === 'inverse' ? 'text-white' : 'text-foreground'}`;
  // Joined only when the caller adds classes (lib/join-classes.ts, ADR 0199).
  return (
    <span className={className ? joinClasses(base, className) : base}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" className="fill-background" />
      </svg>
      <span className={showWord ? 'text-lg' : 'text-lg sr-only'}>Worknest</span>
    </span>
  );
}
