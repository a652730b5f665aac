import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/utils';

interface ListingPhotoProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** The first screenful loads at once; the rest when scrolled near. */
  eager?: boolean;
}

/** A listing photo that fills its box, with a quiet placeholder if there is none or it fails to load. */
export function ListingPhoto({ src, alt, className, eager = false }: ListingPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        // A decorative photo (alt "") stays decorative as a placeholder too.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
