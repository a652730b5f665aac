/**
 * Renders the demo listings' photos (illustrated interiors) to JPEG with the system Chromium:
 *   npx tsx scripts/src/seed/listings-photos-render.ts
 * The JPEGs are committed in listings-photos/, so seeding needs no browser. Rerun after changing
 * a scene or a demo listing's scenes.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { demoListings, demoPhotoFile, paletteOf } from './listings-demo';
import { sceneSvg } from './listings-photo-scenes';

const outDir = fileURLToPath(new URL('./listings-photos/', import.meta.url));

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  for (const demo of demoListings) {
    for (const [i, kind] of demo.scenes.entries()) {
      await page.setContent(`<!doctype html><html><body style="margin:0">${sceneSvg(kind, paletteOf(demo.palette))}</body></html>`);
      const file = `${outDir}${demoPhotoFile(demo, i + 1)}`;
      await page.screenshot({ path: file, type: 'jpeg', quality: 82 });
      console.log(`wrote ${file}`);
    }
  }
} finally {
  await browser.close();
}
