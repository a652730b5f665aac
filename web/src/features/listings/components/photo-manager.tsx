import { useEffect, useState, type ComponentType } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { LISTING_PHOTOS_MAX } from '@worknest/shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import type { PhotoFieldProps } from './photo-field-props';
import { ListingPhoto } from './listing-photo';

interface PhotoManagerProps extends Omit<PhotoFieldProps, 'maxPhotos' | 'onPhotosChange'> {
  /** The listing's photos when the form opened, in order. */
  initial: string[];
  onChange: (images: string[]) => void;
  uploader: ComponentType<PhotoFieldProps>;
}

/**
 * The photos of a listing being edited: the ones it has (reorder, remove; the first is the cover)
 * and new ones through the same uploader as creation, which come after them.
 */
export function PhotoManager({ initial, onChange, uploader: PhotoUploader, id, invalid, describedBy, onBusyChange }: PhotoManagerProps) {
  const t = useT('listing-form');
  const [kept, setKept] = useState(initial);
  const [added, setAdded] = useState<string[]>([]);

  useEffect(() => {
    onChange([...kept, ...added]);
    // onChange is a new function each render of the form; only the photos matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept, added]);

  function move(index: number, by: -1 | 1) {
    setKept((current) => {
      const next = [...current];
      const [photo] = next.splice(index, 1);
      next.splice(index + by, 0, photo!);
      return next;
    });
  }

  return (
    <div id={id} className="grid gap-4" aria-describedby={describedBy}>
      {kept.length > 0 ? (
        <ol aria-label={t('photos.current')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {kept.map((url, index) => (
            <li key={url} className={invalid ? 'grid gap-2 rounded-lg border border-destructive p-2' : 'grid gap-2 rounded-lg border border-border p-2'}>
              <div className="relative">
                <ListingPhoto src={url} alt={t('photos.photo', { n: index + 1 })} className="aspect-[4/3] w-full rounded-md" />
                {index === 0 ? (
                  <Badge className="absolute top-1.5 left-1.5" variant="default">
                    {t('photos.cover')}
                  </Badge>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1">
                <div className="flex gap-1">
                  <Button type="button" variant="ghost" size="icon" aria-label={t('photos.earlier', { n: index + 1 })} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('photos.later', { n: index + 1 })}
                    disabled={index === kept.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={t('photos.remove', { n: index + 1 })}
                  onClick={() => setKept((current) => current.filter((photo) => photo !== url))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('photos.noneKept')}</p>
      )}
      {kept.length < LISTING_PHOTOS_MAX ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('photos.add')}</p>
          <PhotoUploader maxPhotos={LISTING_PHOTOS_MAX - kept.length} onPhotosChange={setAdded} onBusyChange={onBusyChange} invalid={invalid} />
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('photos.removedOnSave')}</p>
    </div>
  );
}
