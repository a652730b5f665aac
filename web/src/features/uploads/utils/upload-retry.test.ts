import { describe, expect, it, vi } from 'vitest';
import { failureOf, retryUploadsBySpec, shouldRetryUpload, uploadRetryDelay, type RetryableUppy, type UploadFailure } from './upload-retry';

const expired: UploadFailure = { status: 403, body: '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>' };
const delaysOf = (failure: UploadFailure) => [0, 1, 2, 3, 4].map((attempt) => uploadRetryDelay(failure, attempt));

describe('photo upload retries (SPEC.md §7, §9)', () => {
  it('retries an expired signature and a 429 after 0, 1, 3 and 5 seconds, then fails', () => {
    expect(delaysOf(expired)).toEqual([0, 1000, 3000, 5000, null]);
    expect(delaysOf({ status: 429, body: '' })).toEqual([0, 1000, 3000, 5000, null]);
  });

  it('fails other 4xx at once, except 409', () => {
    for (const status of [400, 401, 404, 413, 422]) expect(shouldRetryUpload({ status, body: '' }), String(status)).toBe(false);
    expect(shouldRetryUpload({ status: 403, body: '<Message>Access Denied</Message>' })).toBe(false);
    expect(shouldRetryUpload({ status: 403, body: '' })).toBe(false);
    expect(delaysOf({ status: 409, body: '' })).toEqual([0, 1000, 3000, 5000, null]);
  });

  it('retries network errors and 5xx, and not what it cannot judge', () => {
    expect(shouldRetryUpload({ status: 0, body: '' })).toBe(true);
    expect(shouldRetryUpload({ status: 503, body: '' })).toBe(true);
    expect(shouldRetryUpload({ status: null, body: 'File data is missing' })).toBe(false);
  });

  it('reads the failure out of the errors Uppy reports', () => {
    const xhr = { status: 403, responseType: '', responseText: expired.body };
    expect(failureOf(Object.assign(new Error('network'), { request: xhr }))).toEqual(expired);
    expect(failureOf(new Error('Companion request failed: Too Many Requests'))).toEqual({ status: 429, body: 'Companion request failed: Too Many Requests' });
    expect(failureOf(new Error('Companion request failed: Bad Request')).status).toBeNull();
    expect(failureOf(new Error('Companion request failed: ')).status).toBeNull();
    expect(failureOf('odd')).toEqual({ status: null, body: '' });
  });

  it('drives Uppy: retries by the delays, stops after the fourth, and forgets on success or cancel', () => {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const retried: string[] = [];
    const uppy = {
      on: (event: string, listener: (...args: unknown[]) => void) => handlers.set(event, listener),
      getFile: (id: string) => (id === 'gone' ? undefined : { id }),
      retryUpload: async (id: string) => retried.push(id),
    } as unknown as RetryableUppy;
    const scheduled: number[] = [];
    const runs: (() => void)[] = [];
    retryUploadsBySpec(uppy, (run, ms) => {
      scheduled.push(ms);
      runs.push(run);
    });
    const fail = (id: string, error: unknown) => handlers.get('upload-error')!({ id }, error);
    const expiredError = Object.assign(new Error('x'), { request: { status: 403, responseType: '', responseText: expired.body } });

    for (let i = 0; i < 5; i++) fail('a', expiredError);
    expect(scheduled).toEqual([0, 1000, 3000, 5000]);
    runs.forEach((run) => run());
    expect(retried).toEqual(['a', 'a', 'a', 'a']);

    fail('b', Object.assign(new Error('x'), { request: { status: 400, responseType: '', responseText: '' } }));
    expect(scheduled).toHaveLength(4);

    fail('c', expiredError);
    handlers.get('upload-success')!({ id: 'c' });
    fail('c', expiredError);
    expect(scheduled.slice(4)).toEqual([0, 0]);

    const before = retried.length;
    handlers.get('cancel-all')!();
    runs.at(-1)!();
    expect(retried).toHaveLength(before);
    vi.restoreAllMocks();
  });
});
