import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { ImagePlus, WifiOff } from 'lucide-react';
import { PHOTO_CONTENT_TYPES } from '@worknest/shared/listing';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { usePhotoUppy, useUppyState } from '../hooks/use-photo-uppy';
import type { PhotoUploaderProps } from './photo-uploader-props';
import { PhotoTile } from './photo-tile';

/** The uploader itself (lazy-loaded with Uppy by PhotoUploader). */
export function PhotoUploaderPanel({ id, maxPhotos, onPhotosChange, onBusyChange, invalid, describedBy }: PhotoUploaderProps) {
  const t = useT('listing-form');
  const { uppy, online } = usePhotoUppy(maxPhotos);
  const state = useUppyState(uppy);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const files = useMemo(() => Object.values(state?.files ?? {}), [state]);

  const urls = files.flatMap((file) => (file.progress.uploadComplete && file.response?.uploadURL ? [file.response.uploadURL] : []));
  const urlsKey = urls.join('\n');
  const busy = files.some((file) => !file.progress.uploadComplete && !file.error);
  // The parent hears about the list and the busy flag when they change, not on every progress tick.
  const callbacks = useRef({ onPhotosChange, onBusyChange });
  callbacks.current = { onPhotosChange, onBusyChange };
  useEffect(() => callbacks.current.onPhotosChange(urlsKey ? urlsKey.split('\n') : []), [urlsKey]);
  useEffect(() => callbacks.current.onBusyChange?.(busy), [busy]);

  function add(fileList: FileList | null) {
    if (!uppy || !fileList) return;
    for (const file of Array.from(fileList)) {
      try {
        uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
      } catch {
        // Uppy has raised 'restriction-failed' (shown as a toast) for this file; keep adding the rest.
      }
    }
    if (input.current) input.current.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  const full = files.length >= maxPhotos;
  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-primary bg-secondary' : invalid ? 'border-destructive' : 'border-input',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{t('upload.drag')}</p>
        <button
          id={id}
          type="button"
          disabled={!uppy || full}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
          className="cursor-pointer rounded-md border border-input bg-card px-4 py-2 text-sm font-medium shadow-xs hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
        >
          {full ? t('upload.full', { count: maxPhotos }) : t('upload.choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={PHOTO_CONTENT_TYPES.join(',')}
          onChange={(event) => add(event.target.files)}
          data-testid="photo-input"
        />
        <p className="text-xs text-muted-foreground">
          {t('upload.types', { count: files.length, max: maxPhotos })}
        </p>
      </div>

      {!online ? (
        <p role="status" className="flex items-center gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
          <WifiOff aria-hidden="true" className="size-4" />
          {t('upload.offline')}
        </p>
      ) : null}

      {files.length > 0 && uppy ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('upload.photos')}>
          {files.map((file, i) => (
            <PhotoTile
              key={file.id}
              file={file}
              position={i + 1}
              cover={file.response?.uploadURL !== undefined && file.response.uploadURL === urls[0]}
              onPauseResume={() => uppy.pauseResume(file.id)}
              onRetry={() => {
                uppy.retryUpload(file.id).catch(() => toast({ title: t('upload.failed'), description: file.name, variant: 'destructive' }));
              }}
              onRemove={() => uppy.removeFile(file.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
