import { defineConfig } from 'vitest/config';
import { chakraThemeParts } from './scripts/chakra-theme';
import { messageCatalogues } from './scripts/message-catalogues';

export default defineConfig({
  test: {
    projects: [
      {
        // The portal's catalogues come in parts, as in the app (plain strings: the tests parse them at run time).
        plugins: [messageCatalogues({ precompile: false })],
        resolve: { alias: [chakraThemeParts] },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // A jsdom costs about a second per file: only files that start with `// @vitest-environment jsdom`
          // (components, document, storage) get one.
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // Whole pages with Chakra take seconds to render on a busy two-core machine; a test that waits for
          // what it looks for (up to 5 s per wait, tests/unit/setup.ts) gets room for a few such waits.
          testTimeout: 15_000,
          // Two cores: one worker would leave one idle.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['tests/gateway/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one template database per dialect; every test file copies it.
          globalSetup: ['tests/gateway/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own databases; two cores make more workers slower, not faster.
          maxWorkers: 2,
        },
      },
    ],
  },
});
