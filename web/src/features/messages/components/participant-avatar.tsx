import { cn } from '../../../lib/utils';

/** Initials in a circle: the product has no profile photos in messaging. */
export function ParticipantAvatar({ name, className }: { name: string; className?: string }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      // A person's initials, not a text of the app.
      data-i18n-exempt
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground',
        className,
      )}
    >
      {initials}
    </span>
  );
}
