import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { groupAppPages, type AppPagesGroups } from './group-app-pages';
import { splitLanding, type LandingSplit } from './split-landing';

const landing: LandingSplit = { shared: new Set(), landingOnly: new Set() };
const appPages: AppPagesGroups = { shell: new Set(), pagesCommon: new Set() };

/**
 * The SPA. `root` is pinned to this folder so the local gateway can load this config (Vite
 * middleware mode) from any working directory. `@worknest/shared` is an npm workspace whose
 * `exports` point at its `.ts` sources; Vite compiles them like our own files.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), splitLanding(landing), groupAppPages(appPages)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support knows <link rel="modulepreload">; the polyfill would only cost the
    // first render a scan of the document (it runs at the top of the entry).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry (main.tsx and React) is one file. The landing page is two more: what it
          // shares with the app, and its own code (split-landing.ts, ADR 0179), so a first visit to
          // `/` downloads three scripts rather than twenty small shared chunks, and an app page
          // never loads the landing page. Every other page stays its own lazily loaded chunk.
          // Only the modules a group names go into it (not what they import).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'first-visit', tags: ['$initial'], priority: 3 },
            { name: 'shared', test: (id) => landing.shared.has(id), priority: 2 },
            { name: 'landing', test: (id) => landing.landingOnly.has(id), priority: 1 },
            // The signed-in pages (group-app-pages.ts, ADR 0194): what every one loads before it
            // renders in one file, what three of the five busiest pages share in another, so a page
            // needs 16-23 files at first render rather than 41-48 (one modulepreload link each).
            { name: 'app-shell', test: (id) => appPages.shell.has(id), priority: 1 },
            { name: 'app-pages', test: (id) => appPages.pagesCommon.has(id), priority: 0 },
          ],
        },
      },
    },
  },
});
