import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The SPA. `root` is pinned to this folder so the local gateway can load this config (Vite
 * middleware mode) from any working directory. `@worknest/shared` is an npm workspace whose
 * `exports` point at its `.ts` sources; Vite compiles them like our own files.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadInterLatin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support knows <link rel="modulepreload">; the polyfill would only cost the
    // first render a scan of the document (it runs at the top of the entry).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React and the landing page, main.tsx) is one
          // file, so a first visit to `/` downloads one script rather than a dozen small shared
          // chunks one after another. Every other page stays its own lazily loaded chunk.
          groups: [{ name: 'first-visit', tags: ['$initial'] }],
        },
      },
    },
  },
});

/**
 * Preloads, from the built index.html, the one Inter file a Latin page uses (the other subsets
 * load only for characters outside it). The text then paints in Inter at once instead of in a
 * fallback font whose swap a moment later re-wraps lines (a layout shift). See
 * docs/adr/0027-first-load-javascript-budgets.md.
 */
function preloadInterLatin(): Plugin {
  let base = '/';
  return {
    name: 'worknest-preload-inter-latin',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
        if (!font) return;
        return [{ tag: 'link', attrs: { rel: 'preload', href: base + font, as: 'font', type: 'font/woff2', crossorigin: true }, injectTo: 'head' }];
      },
    },
  };
}
