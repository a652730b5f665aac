import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Bench, BenchTable } from './bench';

const run = promisify(execFile);

/** The signed-in listings grid must load at most this much JS (issue 15). */
const LISTINGS_BAR_KB = 160;

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The modules a page needs before it can render, as the router loads them: the entry (index.html, main.tsx),
 * then for an app page the app's start, its layout and the page's route module. A browser fetches
 * every chunk these import statically (Vite preloads them), and nothing else until a click.
 */
const PAGES: { path: string; modules: string[]; bar?: number }[] = [
  { path: '/', modules: ['index.html'] },
  { path: '/app/listings', modules: ['index.html', 'src/app/start-app.tsx', 'src/app/layouts/app-layout.tsx', 'src/features/listings/routes/listings.tsx'], bar: LISTINGS_BAR_KB },
  { path: '/app/listings/{id}', modules: ['index.html', 'src/app/start-app.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/routes/listing-detail.tsx'] },
  { path: '/app/bookings', modules: ['index.html', 'src/app/start-app.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/routes/my-bookings.tsx'] },
];

/**
 * JS per page of the SPA from a production build (`vite build --manifest`): the static import
 * closure of each page's modules, each file gzip-compressed (level 9) as CloudFront serves it.
 * Deterministic (sizes, not times), so it holds on a busy machine.
 */
export const webRoutesBench: Bench = {
  name: 'web-routes',
  async run(context) {
    const outDir = join(context.workDir, 'web-routes-dist');
    await run('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'], { cwd: join(context.rootDir, 'web'), maxBuffer: 64 * 1024 * 1024 });
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
    const gzipKb = new Map<string, number>();
    const sizeOf = async (file: string) => {
      if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(await readFile(join(outDir, file)), { level: 9 }).length / 1024);
      return gzipKb.get(file)!;
    };
    const rows: (string | number)[][] = [];
    const notes: string[] = [];
    for (const page of PAGES) {
      const files = new Set<string>();
      const pending = page.modules.map((module) => {
        if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
        return module;
      });
      const seen = new Set<string>();
      while (pending.length) {
        const key = pending.pop()!;
        if (seen.has(key)) continue;
        seen.add(key);
        files.add(manifest[key]!.file);
        pending.push(...(manifest[key]!.imports ?? []));
      }
      const sized = await Promise.all([...files].map(async (file) => ({ file, kb: await sizeOf(file) })));
      const total = sized.reduce((sum, { kb }) => sum + kb, 0);
      rows.push([page.path, files.size, total.toFixed(1), page.bar ? `≤ ${page.bar}` : '', page.bar ? (total <= page.bar ? 'pass' : 'fail') : '']);
      const largest = sized.sort((a, b) => b.kb - a.kb).slice(0, 5).map(({ file, kb }) => `${file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb.toFixed(1)}`);
      notes.push(`Largest of ${page.path} (KB gzip): ${largest.join(', ')}.`);
    }
    const table: BenchTable = {
      title: 'Web app: JS a page loads before it renders (KB gzip)',
      columns: ['page', 'scripts', 'KB gzip', 'bar', 'verdict'],
      rows,
      notes: [
        'From `vite build --manifest`: for each page the entry and, for app pages, the app start, the app layout and the page\'s route module, with every chunk they import statically (what the browser fetches before the page renders), each file gzip level 9 as served.',
        'Sizes, not times: stable on a busy machine. Chunks loaded on a click (dialogs, the photo uploader, the date picker) are not counted.',
        ...notes,
      ],
    };
    return [table];
  },
};
