import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA. `root` is pinned to this folder so the local gateway can load this config (Vite
 * middleware mode) from any working directory. `@worknest/shared` is an npm workspace whose
 * `exports` point at its `.ts` sources; Vite compiles them like our own files.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
