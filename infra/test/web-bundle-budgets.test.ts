import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BAR_KB, FIRST_RENDER_PAGES, firstRenderJs, LANDING_BAR_KB, type PageJs } from '../../scripts/src/web-first-render';

const run = promisify(execFile);
const webDir = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * The JS each page of the SPA loads before it renders (KB gzip, what `npm run bench -- web-routes`
 * shows), from a production build: bytes, not time. Issue 31's goal is APP_BAR_KB for every app
 * page and LANDING_BAR_KB for the landing page; every page is held to it.
 */
const BUDGET_KB: Record<string, number> = {
  '/': LANDING_BAR_KB,
  // Issue 31: the landing page is chunks of its own (ADR 0179), so the app's pages no longer load it.
  '/app/listings': APP_BAR_KB,
  '/app/bookings': APP_BAR_KB,
  '/app/messages': APP_BAR_KB,
  // Issue 36: HR's travel reports, its chart library (uPlot) in a lazy chunk of its own.
  '/app/hr/reports': APP_BAR_KB,
  // Issue 31: the booking panel, the terms, the map and the reviews after the first paint; the calendar on a click.
  '/app/listings/{id}': APP_BAR_KB,
  // Issue 31: My Listings, My Hostings, Payouts and Notifications after the first paint; dialogs and the edit form on a click.
  '/app/profile': APP_BAR_KB,
};

describe('web pages stay within their first-render JS budgets (bytes, not time)', () => {
  let outDir: string;
  let pages: PageJs[];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'worknest-web-budgets-'));
    await run('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: webDir,
      maxBuffer: 64 * 1024 * 1024,
      // Vitest sets NODE_ENV=test, which would build React's development files.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    pages = await firstRenderJs(outDir);
  }, 300_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it.each(Object.keys(BUDGET_KB))('%s', (path) => {
    const page = pages.find((candidate) => candidate.path === path)!;
    const budget = BUDGET_KB[path]!;
    const largest = page.files.slice(0, 5).map(({ file, kb }) => `${file} ${kb.toFixed(1)}`).join(', ');
    expect(page.totalKb, `${path} loads ${page.totalKb.toFixed(1)} KB gzip before it renders, over its ${budget} KB budget; largest: ${largest}`).toBeLessThanOrEqual(budget);
  });

  it('every page with a bar has a budget', () => {
    expect(FIRST_RENDER_PAGES.filter((page) => page.bar).map((page) => page.path).sort()).toEqual(Object.keys(BUDGET_KB).sort());
  });

  it('no app page loads zod before it renders (issue 31: schemas load when a form is sent)', () => {
    for (const path of ['/app/listings', '/app/listings/{id}', '/app/bookings', '/app/profile', '/app/messages']) {
      const page = pages.find((candidate) => candidate.path === path)!;
      expect(page.files.filter(({ file }) => /(^|\/)schemas-/.test(file)).map(({ file }) => file), path).toEqual([]);
    }
  });
});
