import { useState } from 'react';
import { cn } from '../../../lib/utils';
import { ListingPhoto } from './listing-photo';
import { useT } from '../../../lib/i18n';

/** The listing's photos: a large one and, below it, every photo to choose from. */
export function ListingGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useT('listing');
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <section aria-label={t('gallery.label')} className="grid gap-3">
      <ListingPhoto
        src={current}
        alt={t('gallery.photoAlt', { title, index: selected + 1, count: images.length })}
        eager
        className="aspect-[16/10] max-h-[36rem] w-full rounded-xl"
      />
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-8">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-current={i === selected || undefined}
                className={cn(
                  'block w-full cursor-pointer overflow-hidden rounded-md ring-offset-2 ring-offset-background transition-opacity',
                  i === selected ? 'ring-2 ring-primary' : 'opacity-75 hover:opacity-100',
                )}
              >
                <ListingPhoto src={src} alt="" className="aspect-square w-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
