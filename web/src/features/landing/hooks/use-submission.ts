import { useCallback, useRef, useState } from 'react';

export interface SubmissionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

export interface Submission<I, R> {
  /** Sends `input`; the callbacks run unless `reset` was called in between. */
  mutate: (input: I, callbacks?: SubmissionCallbacks<R>) => void;
  isPending: boolean;
  /** Forgets a submission under way (a closed form): its outcome is ignored. */
  reset: () => void;
}

/**
 * The few lines of a mutation the landing forms need (pending flag, outcome callbacks, reset),
 * with the same shape as TanStack Query's `useMutation`. The landing page runs without the query
 * cache (main.tsx), so its forms cannot use it; they submit once and never refetch anything.
 */
export function useSubmission<I, R>(send: (input: I) => Promise<R>): Submission<I, R> {
  const [isPending, setPending] = useState(false);
  const attempt = useRef(0);

  const mutate = useCallback(
    (input: I, callbacks: SubmissionCallbacks<R> = {}) => {
      attempt.current += 1;
      const current = attempt.current;
      setPending(true);
      send(input).then(
        (result) => {
          if (current !== attempt.current) return;
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (current !== attempt.current) return;
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [send],
  );

  const reset = useCallback(() => {
    attempt.current += 1;
    setPending(false);
  }, []);

  return { mutate, isPending, reset };
}
