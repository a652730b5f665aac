import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { State } from '@uppy/core';
import type { AwsBody } from '@uppy/aws-s3';
import { toast } from '../../../components/ui/toast';
import { createPhotoUppy, type PhotoMeta, type PhotoUppy } from '../utils/create-photo-uppy';
import { plural } from '@worknest/shared/plural';

export type PhotoUppyState = State<PhotoMeta, AwsBody>;

/**
 * One Uppy for the life of the component (created in an effect so React's development double
 * mount does not reuse a destroyed one), with the toasts and offline behaviour of SPEC.md §4, §8:
 * "1 photo uploaded successfully!" / "N photos uploaded successfully!", and uploads pause while the browser is offline.
 */
export function usePhotoUppy(maxPhotos: number): { uppy: PhotoUppy | null; online: boolean } {
  const [uppy, setUppy] = useState<PhotoUppy | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const instance = createPhotoUppy(maxPhotos);
    instance.on('restriction-failed', (_file, error) => {
      toast({ title: 'Photo not added', description: error.message, variant: 'destructive' });
    });
    instance.on('complete', (result) => {
      const count = result.successful?.length ?? 0;
      if (count > 0) toast({ title: `${plural(count, 'photo')} uploaded successfully!` });
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
