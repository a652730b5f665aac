/* Brand marks drawn here (icon sets no longer ship them); simplified, single colour, decorative. */

export function LinkedInIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-1.7 5.6h3.4V21H2.3V8.6Zm6 0h3.2v1.7h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.4 4.3 5.5V21h-3.4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H8.3V8.6Z" />
    </svg>
  );
}

export function TwitterIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M17.8 2.5h3.2l-7 8 8.2 11h-6.4l-5-6.6-5.8 6.6H1.8l7.5-8.6L1.4 2.5H8l4.6 6.1 5.2-6.1Zm-1.1 17h1.8L7.1 4.3H5.2l11.5 15.2Z" />
    </svg>
  );
}
