import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor page's build (bench/floor.mjs): the required libraries as the portal builds them, nothing else. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: { sourcemap: false, reportCompressedSize: false },
});
