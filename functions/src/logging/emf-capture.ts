import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For unit tests of business metrics: registers hooks that turn Powertools Metrics on in the
 * `test-stage` namespace and collect the EMF lines it writes (through its own Console on
 * process.stdout). `emitted()` parses them; `clear()` forgets what was seen so far.
 */
export function captureEmfLines(): { emitted: () => Record<string, any>[]; clear: () => void } {
  const lines: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('STAGE', 'test-stage');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    lines.length = 0;
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      const text = String(chunk);
      if (text.includes('"_aws"')) lines.push(...text.split('\n').filter(Boolean));
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  return {
    emitted: () => lines.map((line) => JSON.parse(line) as Record<string, any>),
    clear: () => {
      lines.length = 0;
    },
  };
}
