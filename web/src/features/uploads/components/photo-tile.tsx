import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Pause, Play, RotateCw, X } from 'lucide-react';
import type { UppyFile } from '@uppy/core';
import type { AwsBody } from '@uppy/aws-s3';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import type { PhotoMeta } from '../utils/create-photo-uppy';

interface PhotoTileProps {
  file: UppyFile<PhotoMeta, AwsBody>;
  position: number;
  /** The first uploaded photo: the listing's cover. */
  cover: boolean;
  onPauseResume: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** A local preview of the picked file, freed when the tile goes. */
function usePreview(data: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return url;
}

const iconButton =
  'flex size-8 cursor-pointer items-center justify-center rounded-full bg-card/95 text-foreground shadow-sm hover:bg-card focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4';

/** One photo: preview, progress, and its pause/resume, retry and remove buttons. */
export function PhotoTile({ file, position, cover, onPauseResume, onRetry, onRemove }: PhotoTileProps) {
  const t = useT('listing-form');
  const preview = usePreview(file.data as Blob | undefined);
  const percent = Math.round(file.progress.percentage ?? 0);
  const done = Boolean(file.progress.uploadComplete);
  const failed = Boolean(file.error);
  const paused = Boolean(file.isPaused) && !done && !failed;
  const status = done ? t('upload.uploaded') : failed ? t('upload.failed') : paused ? t('upload.pausedAt', { percent }) : t('upload.uploading', { percent });

  return (
    <li className="relative overflow-hidden rounded-lg border border-border bg-muted" aria-label={t('upload.photo', { position, name: file.name })}>
      {preview ? <img src={preview} alt="" className={cn('aspect-[4/3] w-full object-cover', !done && 'opacity-70')} /> : <div className="aspect-[4/3]" />}
      <div className="absolute top-2 right-2 flex gap-1.5">
        {!done && !failed ? (
          <button type="button" className={iconButton} onClick={onPauseResume} aria-label={paused ? t('upload.resume', { name: file.name }) : t('upload.pause', { name: file.name })}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </button>
        ) : null}
        {failed ? (
          <button type="button" className={iconButton} onClick={onRetry} aria-label={t('upload.retry', { name: file.name })}>
            <RotateCw aria-hidden="true" />
          </button>
        ) : null}
        <button type="button" className={iconButton} onClick={onRemove} aria-label={t('upload.remove', { name: file.name })}>
          <X aria-hidden="true" />
        </button>
      </div>
      {cover ? (
        <span className="absolute top-2 left-2 rounded-full bg-card/95 px-2 py-0.5 text-xs font-medium shadow-sm">{t('upload.cover')}</span>
      ) : null}
      <div className="grid gap-1 bg-card px-2.5 py-2">
        <p className="truncate text-xs font-medium" title={file.name} data-i18n-exempt>
          {file.name}
        </p>
        <p role="status" className={cn('flex items-center gap-1 text-xs', failed ? 'text-destructive' : 'text-muted-foreground')}>
          {done ? <CircleCheck aria-hidden="true" className="size-3.5 text-success" /> : null}
          {failed ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
          {status}
        </p>
        {!done && !failed ? (
          <div
            role="progressbar"
            aria-label={t('upload.progress', { name: file.name })}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn('h-full rounded-full transition-[width]', paused ? 'bg-muted-foreground' : 'bg-primary')} style={{ width: `${percent}%` }} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
