import { UPLOAD } from '@worknest/shared/constants';

/*
 * SPEC.md §7 and §9: a photo part whose signature expired (403 "Request has expired") and a 429
 * are retried after 0, 1, 3 and 5 seconds; other 4xx except 409 fail at once.
 *
 * @uppy/aws-s3 6 cannot be told this: its 6.0.0 rewrite removed `retryDelays` (CHANGELOG.md,
 * "Removed options") and it has no `shouldRetry` option. Its S3 client retries a request by
 * itself (3 times after 0.3, 0.6, 1.2 s) only on 429, 5xx and network errors, and never a 403.
 * So the policy is here, on Uppy's own `upload-error` event and `retryUpload()`, which resumes a
 * multipart upload from its last finished part and signs the failed part again (a fresh URL for
 * an expired one). See docs/adr/0071-photo-upload-retries.md.
 */

/** What is known of a failed request: its HTTP status (0: none, a network error) and body. */
export interface UploadFailure {
  status: number | null;
  body: string;
}

export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = UPLOAD.retryDelaysMs;

const EXPIRED = /Request has expired/i;

/** SPEC's rule for one failure: retry it (with the delays) or fail at once. */
export function shouldRetryUpload(failure: UploadFailure): boolean {
  const { status } = failure;
  if (status === null) return false; // not an HTTP failure we can judge (a bug, a refused file)
  if (status === 403) return EXPIRED.test(failure.body);
  if (status === 429 || status === 409) return true;
  if (status >= 400 && status < 500) return false;
  return true; // 0 (network), 5xx
}

/**
 * How long to wait before retry number `attempt` (0 for the first) of this failure, or null to
 * fail now: 0, 1000, 3000, 5000 ms, then no more.
 */
export function uploadRetryDelay(failure: UploadFailure, attempt: number): number | null {
  if (!shouldRetryUpload(failure)) return null;
  return UPLOAD_RETRY_DELAYS_MS[attempt] ?? null;
}

const STATUS_TEXTS: Record<string, number> = { 'Too Many Requests': 429, Conflict: 409, Forbidden: 403 };

/**
 * The failure inside an error Uppy reports: S3 requests fail with a NetworkError carrying the
 * XMLHttpRequest (`request`); our signing endpoints (`/api/objects/s3/…`) with
 * "Companion request failed: <status text>" only.
 */
export function failureOf(error: unknown): UploadFailure {
  const request = (error as { request?: unknown } | null)?.request as { status?: unknown; responseText?: unknown; responseType?: unknown } | null | undefined;
  if (request && typeof request.status === 'number') {
    let body = '';
    try {
      if (!request.responseType || request.responseType === 'text') body = typeof request.responseText === 'string' ? request.responseText : '';
    } catch {
      body = '';
    }
    return { status: request.status, body };
  }
  const message = error instanceof Error ? error.message : '';
  const companion = /^Companion request failed: (.*)$/.exec(message);
  if (companion) return { status: STATUS_TEXTS[companion[1]!.trim()] ?? null, body: message };
  return { status: null, body: message };
}

/** The part of Uppy the retries use (kept small so the unit test drives it with a stand-in). */
export interface RetryableUppy {
  on(event: 'upload-error', listener: (file: { id: string } | undefined, error: unknown) => void): unknown;
  on(event: 'upload-success', listener: (file: { id: string } | undefined) => void): unknown;
  on(event: 'file-removed', listener: (file: { id: string }) => void): unknown;
  on(event: 'cancel-all', listener: () => void): unknown;
  getFile(id: string): unknown;
  retryUpload(id: string): Promise<unknown>;
}

/** Retries a photo's failed upload by SPEC's rule; a user's own Retry or a success starts the count again. */
export function retryUploadsBySpec(uppy: RetryableUppy, schedule: (run: () => void, ms: number) => unknown = setTimeout): void {
  const attempts = new Map<string, number>();
  let generation = 0;
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    const attempt = attempts.get(file.id) ?? 0;
    const delay = uploadRetryDelay(failureOf(error), attempt);
    if (delay === null) {
      attempts.delete(file.id);
      return;
    }
    attempts.set(file.id, attempt + 1);
    const scheduledIn = generation;
    schedule(() => {
      if (scheduledIn !== generation || !uppy.getFile(file.id)) return;
      uppy.retryUpload(file.id).catch(() => {});
    }, delay);
  });
  uppy.on('upload-success', (file) => {
    if (file) attempts.delete(file.id);
  });
  uppy.on('file-removed', (file) => attempts.delete(file.id));
  uppy.on('cancel-all', () => {
    generation += 1;
    attempts.clear();
  });
}
