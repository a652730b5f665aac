import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';

export interface PhotoUploaderProps {
  /** Id of the drop zone's file button, for the field's label. */
  id?: string;
  /** At most this many photos (SPEC.md §5: 10). */
  maxPhotos: number;
  /** The uploaded photos' paths, in the order they were added, whenever that list changes. */
  onPhotosChange: (urls: string[]) => void;
  /** True while any photo is still uploading (or paused). */
  onBusyChange?: (busy: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
}

// Uppy is ~80 KB gzip: it loads only where photos are uploaded, once the uploader shows.
const PhotoUploaderPanel = lazy(() => import('./photo-uploader-panel').then((m) => ({ default: m.PhotoUploaderPanel })));

/** Photo uploads with per-photo progress, pause, resume, retry and remove. */
export function PhotoUploader(props: PhotoUploaderProps) {
  return (
    <Suspense
      fallback={
        <div className="flex h-32 items-center justify-center rounded-lg border border-dashed border-input text-muted-foreground">
          <Spinner label="Loading the photo uploader" />
        </div>
      }
    >
      <PhotoUploaderPanel {...props} />
    </Suspense>
  );
}
