import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import type { PhotoUploaderProps } from './photo-uploader-props';

export type { PhotoUploaderProps };

// Uppy is ~80 KB gzip: it loads only where photos are uploaded, once the uploader shows.
const PhotoUploaderPanel = lazy(() => import('./photo-uploader-panel').then((m) => ({ default: m.PhotoUploaderPanel })));

/** Photo uploads with per-photo progress, pause, resume, retry and remove. */
export function PhotoUploader(props: PhotoUploaderProps) {
  const t = useT('listing-form');
  return (
    <Suspense
      fallback={
        <div className="flex h-32 items-center justify-center rounded-lg border border-dashed border-input text-muted-foreground">
          <Spinner label={t('upload.loading')} />
        </div>
      }
    >
      <PhotoUploaderPanel {...props} />
    </Suspense>
  );
}
