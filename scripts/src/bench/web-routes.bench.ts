import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firstRenderJs } from '../web-first-render';
import type { Bench, BenchTable } from './bench';

const run = promisify(execFile);

/**
 * JS per page of the SPA from a production build (`vite build --manifest`): the static import
 * closure of each page's modules, each file gzip-compressed (level 9) as CloudFront serves it
 * (scripts/src/web-first-render.ts, which the bundle budgets use too). Deterministic (sizes, not
 * times), so it holds on a busy machine.
 */
export const webRoutesBench: Bench = {
  name: 'web-routes',
  async run(context) {
    const outDir = join(context.workDir, 'web-routes-dist');
    await run('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], { cwd: join(context.rootDir, 'web'), maxBuffer: 64 * 1024 * 1024 });
    const pages = await firstRenderJs(outDir);
    const rows = pages.map((page) => [
      page.path,
      page.files.length,
      page.totalKb.toFixed(1),
      page.bar ? `≤ ${page.bar}` : '',
      page.bar ? (page.totalKb <= page.bar ? 'pass' : 'fail') : '',
    ]);
    const notes = pages.map(
      (page) =>
        `Largest of ${page.path} (KB gzip): ${page.files
          .slice(0, 5)
          .map(({ file, kb }) => `${file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb.toFixed(1)}`)
          .join(', ')}.`,
    );
    const table: BenchTable = {
      title: 'Web app: JS a page loads before it renders (KB gzip)',
      columns: ['page', 'scripts', 'KB gzip', 'bar', 'verdict'],
      rows,
      notes: [
        "From `vite build --manifest`: for each page the entry and, for app pages, the app start, the app layout and the page's route module, with every chunk they import statically (what the browser fetches before the page renders), each file gzip level 9 as served.",
        'Sizes, not times: stable on a busy machine. Chunks loaded on a click (dialogs, forms, the photo uploader) are not counted; a lazy component that renders at once is (its module is listed with the page), as the listings row with its controls shows.',
        ...notes,
      ],
    };
    return [table];
  },
};
