import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JS a page of the SPA loads before it renders, from a production build's manifest
 * (`vite build --manifest`): the static import closure of the page's modules, each file gzip level 9
 * as CloudFront serves it. Used by `npm run bench -- web-routes` and the bundle budgets
 * (infra/test/web-bundle-budgets.test.ts). Sizes, not times: stable on a busy machine.
 */

/** Issue 31: every app page loads at most this much JS before it renders; the landing page at most LANDING_BAR_KB. */
export const APP_BAR_KB = 170;
export const LANDING_BAR_KB = 100;

const APP = ['index.html', 'src/app/start-app.tsx', 'src/app/layouts/app-layout.tsx'];

/**
 * The modules a page needs before it can render, as the router loads them: the entry (index.html,
 * main.tsx), then for an app page the app's start, its layout and the page's route module. A
 * browser fetches every chunk these import statically (Vite preloads them). A lazy component that
 * renders at once belongs in its page's list (count truthfully); one that loads on a click does not.
 */
export const FIRST_RENDER_PAGES: { path: string; modules: string[]; bar?: number }[] = [
  // The landing page: the entry (React) and the landing page's two chunks (web/split-landing.ts, ADR 0179).
  { path: '/', modules: ['index.html', 'chunk:landing'], bar: LANDING_BAR_KB },
  { path: '/app/listings', modules: [...APP, 'src/features/listings/routes/listings.tsx'], bar: APP_BAR_KB },
  // The Dates and Filters controls are lazy chunks that mount once the grid has its first answer
  // (lib/use-idle-after.ts), not at first paint; this row shows the page with them, no bar.
  {
    path: '/app/listings, controls loaded',
    modules: [...APP, 'src/features/listings/routes/listings.tsx', 'src/features/listings/components/stay-dates-field.tsx', 'src/features/listings/components/search-filters.tsx'],
  },
  { path: '/app/listings/{id}', modules: [...APP, 'src/app/routes/listing-detail.tsx'], bar: APP_BAR_KB },
  // Issue 31: the booking panel with the page's actions, the terms, the work-ready checklist and the
  // reviews mount once the browser is idle after the first paint (AfterFirstPaint, lib/use-idle-after.ts),
  // the map when scrolled near; the date fields' calendar when a field is first pointed at. This row
  // shows the page with all but the map (its module is a shared chunk, not a manifest entry of its own), no bar.
  {
    path: '/app/listings/{id}, after first paint',
    modules: [
      ...APP,
      'src/app/routes/listing-detail.tsx',
      'src/app/routes/listing-actions.tsx',
      'src/features/listings/components/listing-stay-terms.tsx',
      'src/features/listings/components/work-ready-checklist.tsx',
      'src/features/reviews/components/listing-reviews.tsx',
    ],
  },
  { path: '/app/bookings', modules: [...APP, 'src/app/routes/my-bookings.tsx'], bar: APP_BAR_KB },
  { path: '/app/profile', modules: [...APP, 'src/app/routes/profile.tsx'], bar: APP_BAR_KB },
  // Issue 31: My Listings (it waits for its data anyway) mounts after the first paint; My Hostings,
  // Payouts, Notifications and the other sections below them when scrolled near or at the first key
  // press (BelowTheFold, ADR 0198). This row shows the page with the first four, no bar.
  {
    path: '/app/profile, after first paint',
    modules: [
      ...APP,
      'src/app/routes/profile.tsx',
      'src/features/listings/components/my-listings.tsx',
      'src/features/bookings/components/my-hostings-card.tsx',
      'src/features/payouts/components/payouts-card.tsx',
      'src/features/notifications/components/notifications-card.tsx',
    ],
  },
  { path: '/app/messages', modules: [...APP, 'src/features/messages/routes/messages.tsx'], bar: APP_BAR_KB },
  // Issue 36: HR's travel reports; the chart library (uPlot) is a lazy chunk after the figures (the row below, no bar).
  { path: '/app/hr/reports', modules: [...APP, 'src/features/hr/routes/hr-reports.tsx'], bar: APP_BAR_KB },
  { path: '/app/hr/reports, chart loaded', modules: [...APP, 'src/features/hr/routes/hr-reports.tsx', 'src/features/hr/components/spend-chart.tsx'] },
];

interface ManifestEntry {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
}

export interface PageJs {
  path: string;
  bar?: number;
  totalKb: number;
  files: { file: string; kb: number }[];
}

/** Each page's files (largest first) and total KB gzip, from the build in `outDir`. */
export async function firstRenderJs(outDir: string, pages = FIRST_RENDER_PAGES): Promise<PageJs[]> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gzipKb = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(await readFile(join(outDir, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file)!;
  };
  const result: PageJs[] = [];
  for (const page of pages) {
    const files = new Set<string>();
    const pending = page.modules.map((module) => {
      // `chunk:<name>`: a chunk of a named group (vite.config.ts), which has no source module of its own.
      const key = module.startsWith('chunk:') ? Object.keys(manifest).find((candidate) => manifest[candidate]!.name === module.slice(6) && !manifest[candidate]!.src) : module;
      if (!key || !manifest[key]) throw new Error(`${module} is not in the build manifest`);
      return key;
    });
    const seen = new Set<string>();
    while (pending.length) {
      const key = pending.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      files.add(manifest[key]!.file);
      pending.push(...(manifest[key]!.imports ?? []));
    }
    const sized = await Promise.all([...files].filter((file) => file.endsWith('.js')).map(async (file) => ({ file, kb: await sizeOf(file) })));
    sized.sort((a, b) => b.kb - a.kb);
    result.push({ path: page.path, bar: page.bar, totalKb: sized.reduce((sum, { kb }) => sum + kb, 0), files: sized });
  }
  return result;
}
