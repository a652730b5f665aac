import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/app/profile', '/app/listings/abc?x=1'])('keeps the app path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([null, '', '/login', '//evil.example/app', 'https://evil.example/app', '/app\\..\\x'])(
    'refuses %s (only same-site /app paths, no open redirect)',
    (path) => {
      expect(safeNextPath(path)).toBeNull();
    },
  );
});
