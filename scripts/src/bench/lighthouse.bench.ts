import type { Bench } from './bench';
import { BARS, COMPARED_PATH, figureRows, measurePublicSite } from './lighthouse';

/**
 * The public site's bars for `npm run bench`: first-visit JavaScript of `/` and Lighthouse
 * (mobile) scores, from a fresh build served gzip-compressed like CloudFront (lighthouse.ts).
 */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  async run({ rootDir }) {
    const figures = await measurePublicSite({ rootDir, build: true, runs: 3 });
    return [
      {
        title: `Public site: ${figures.path} on a phone`,
        columns: ['figure', 'value', 'bar', 'verdict'],
        rows: figureRows(figures),
        notes: [
          `Initial JS: every script a first visit to ${figures.path} downloads before the page settles (no clicks), gzip as served; budget ${BARS.initialJsKb} KB. ${COMPARED_PATH} (the signed-in app's shell) for comparison, no bar.`,
          `Lighthouse ${figures.runs ? `median of ${figures.runs} runs (performance ${figures.performanceRuns.join(', ')})` : 'not installed, skipped'}, mobile preset with simulated throttling, system Chromium; the scores of the median run.`,
          `Largest scripts of ${figures.path} (KB gzip): ${figures.initialJs.scripts.slice(0, 5).map((script) => `${script.path.replace('/assets/', '')} ${script.kb.toFixed(1)}`).join(', ')}.`,
          `Largest scripts of ${COMPARED_PATH} (KB gzip): ${figures.comparedJs.scripts.slice(0, 5).map((script) => `${script.path.replace('/assets/', '')} ${script.kb.toFixed(1)}`).join(', ')}.`,
          ...(figures.lighthouse?.failing.map((line) => `Lost points: ${line}`) ?? []),
          ...figures.errors.map((error) => `A run failed: ${error}`),
        ],
      },
    ];
  },
};
