import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { State } from '@uppy/core';
import type { AwsBody } from '@uppy/aws-s3';
import { toast } from '../../../components/ui/toast';
import { PHOTO_CONTENT_TYPES } from '@worknest/shared/listing';
import { useT } from '../../../lib/i18n';
import { createPhotoUppy, type PhotoMeta, type PhotoUppy, type UppyStrings } from '../utils/create-photo-uppy';

export type PhotoUppyState = State<PhotoMeta, AwsBody>;

/**
 * One Uppy for the life of the component (created in an effect so React's development double
 * mount does not reuse a destroyed one), with the toasts and offline behaviour of SPEC.md §4, §8:
 * "1 photo uploaded successfully!" / "N photos uploaded successfully!", and uploads pause while the browser is offline.
 */
export function usePhotoUppy(maxPhotos: number): { uppy: PhotoUppy | null; online: boolean } {
  const t = useT('listing-form');
  const [uppy, setUppy] = useState<PhotoUppy | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  // The texts the handlers below use: the ones of the language when they run, not when Uppy was made.
  const texts = useRef(t);
  texts.current = t;

  useEffect(() => {
    const say = texts.current;
    // Issue 40: Uppy's refusals (its `%{…}` templates) in the reader's language.
    const tooMany = say('upload.tooMany', { count: maxPhotos });
    const strings: UppyStrings = {
      exceedsSize: say('upload.tooBig', { file: '%{file}', size: '%{size}' }),
      youCanOnlyUploadX: { 0: tooMany, 1: tooMany },
      youCanOnlyUploadFileTypes: say('upload.wrongType', { types: PHOTO_CONTENT_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ') }),
      noDuplicates: say('upload.duplicate', { file: '%{fileName}' }),
      noMoreFilesAllowed: say('upload.noMore'),
    };
    const instance = createPhotoUppy(maxPhotos, strings);
    instance.on('restriction-failed', (_file, error) => {
      toast({ title: texts.current('upload.notAdded'), description: error.message, variant: 'destructive' });
    });
    instance.on('complete', (result) => {
      const count = result.successful?.length ?? 0;
      if (count > 0) toast({ title: texts.current('upload.done', { count }) });
    });
    instance.on('is-offline', () => {
      setOnline(false);
      instance.pauseAll();
    });
    instance.on('back-online', () => {
      setOnline(true);
      instance.resumeAll();
      void instance.retryAll();
    });
    setUppy(instance);
    return () => {
      // Unfinished uploads are aborted (their parts deleted); finished photos stay.
      instance.cancelAll();
      instance.destroy();
    };
  }, [maxPhotos]);

  return { uppy, online };
}

/** Uppy's state, re-rendering on every change (progress included). */
export function useUppyState(uppy: PhotoUppy | null): PhotoUppyState | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!uppy) return () => {};
      uppy.on('state-update', listener);
      return () => uppy.off('state-update', listener);
    },
    [uppy],
  );
  return useSyncExternalStore(subscribe, () => (uppy ? uppy.getState() : null));
}
