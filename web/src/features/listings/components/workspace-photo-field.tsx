import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { ListingPhoto } from './listing-photo';

interface WorkspacePhotoFieldProps {
  images: string[];
  value: string | null;
  onChange: (photo: string | null) => void;
  error?: string;
}

/** Which of the listing's photos shows the workspace (part of the Work-ready badge), or none. */
export function WorkspacePhotoField({ images, value, onChange, error }: WorkspacePhotoFieldProps) {
  const t = useT('listing-form');
  const name = useId();
  const errorId = useId();
  const chosen = value && images.includes(value) ? value : null;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('work.photo')}</legend>
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('work.photoFirst')}</p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          <label className="flex aspect-[4/3] cursor-pointer items-center justify-center rounded-md border border-border p-2 text-center text-xs has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            <input type="radio" name={name} className="sr-only" checked={chosen === null} onChange={() => onChange(null)} />
            {t('work.photoNone')}
          </label>
          {images.map((url, index) => (
            <label
              key={url}
              className="relative cursor-pointer overflow-hidden rounded-md border border-border has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" name={name} className="sr-only" checked={chosen === url} onChange={() => onChange(url)} aria-label={t('photos.photo', { n: index + 1 })} />
              <ListingPhoto src={url} alt="" className="aspect-[4/3] w-full" />
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
