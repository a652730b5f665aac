import { startTransition, useEffect, useState } from 'react';
import { apiRequest } from './api-request';

/**
 * A public GET whose answer is the same for everyone (the site's contacts, its fees), fetched once
 * per visit and kept in the module. Public pages (landing, sign-in, legal) render outside the app's
 * query client, so this is a plain module cache rather than a TanStack query. A failed load is not
 * cached: the next page that asks tries again.
 */
export function oncePerVisit<T>(path: string): () => T | undefined {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const load = (): Promise<T> => {
    loading ??= apiRequest<T>('GET', path).then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** The answer once known; undefined while loading or if it could not be loaded. */
  return function useOncePerVisit(): T | undefined {
    const [value, setValue] = useState(loaded);
    useEffect(() => {
      if (value) return;
      let current = true;
      load().then(
        (answer) => {
          // In a transition: the sections the answer fills in render without blocking a tap (issue 31).
          if (current) startTransition(() => setValue(answer));
        },
        () => {
          // The caller shows the page without the value (each says how).
        },
      );
      return () => {
        current = false;
      };
    }, [value]);
    return value;
  };
}
