import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraThemeParts } from './scripts/chakra-theme';
import { messageCatalogues } from './scripts/message-catalogues';
import { routeList, routePreloads } from './scripts/route-list';

const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

/**
 * Noted from the bundle before Vite writes the preload lists: the start-up bundle's file, and the contract's
 * schema chunks, which the start-up fetches beside its first gateway calls, so their imports download at once.
 */
const entryChunks = new Set<string>();
const schemaChunks = new Set<string>();

function noteStartupChunks(): Plugin {
  return {
    name: 'praxis:startup-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      entryChunks.clear();
      schemaChunks.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) entryChunks.add(chunk.fileName);
        if (chunk.facadeModuleId?.replaceAll('\\', '/').includes('/contract/'))
          schemaChunks.add(chunk.fileName);
      }
    },
  };
}

const AXIOS_FETCH_ADAPTER = '\0praxis:axios-fetch-adapter';

/**
 * The http client sends through XMLHttpRequest (`adapter: 'xhr'`, which also reports upload progress), so
 * axios's fetch adapter can never be picked; it is left out of the build instead of shipping with every page.
 * axios skips an adapter whose factory answers false.
 */
function xhrOnlyAxios(): Plugin {
  return {
    name: 'praxis:xhr-only-axios',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer?.replaceAll('\\', '/').includes('/axios/lib/adapters/')) {
        return AXIOS_FETCH_ADAPTER;
      }
      return null;
    },
    load(id) {
      return id === AXIOS_FETCH_ADAPTER ? 'export const getFetch = () => false;' : null;
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: { alias: [chakraThemeParts] },
  plugins: [
    messageCatalogues({ precompile: command === 'build' }),
    xhrOnlyAxios(),
    noteStartupChunks(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A page's loader travels with its component, not in the entry: its reads and their modules are the
        // page's, and intent preloading fetches both before the click.
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    routeList({ routeTree: 'src/routeTree.gen.ts' }),
    routePreloads({ routeTree: 'src/routeTree.gen.ts' }),
  ],
  server: {
    port: 5173,
    proxy: { '/gateway': { target: `http://127.0.0.1:${gatewayPort}`, changeOrigin: false, xfwd: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
    modulePreload: {
      // The entry imports every page's chunk; naming each chunk's own imports there too cost every page 4 kB
      // (gzip) of file lists. Page lists travel in preloads.json instead, read after the first page is up
      // (src/services/route-files.ts), and the gateway names the first page's files, the portal frame's
      // included. The entry keeps the lists of the contract's schemas; chunks inside a page keep theirs.
      resolveDependencies: (file, deps, { hostId }) =>
        entryChunks.has(hostId) && !schemaChunks.has(file) ? [] : deps,
    },
    rolldownOptions: {
      // Chakra's `defineConfig` returns its argument. Once lazy chunks import recipes from
      // `@chakra-ui/react/theme` (src/ui/kit/chakra/), the bundler keeps that module's unused
      // `defineConfig({ …every recipe… })` call unless told it is pure, and every recipe lands in the entry.
      treeshake: { manualPureFunctions: ['defineConfig', 'forwardRef'] },
      output: {
        // Chunks import each other by file name, and every page loads dozens: a name of hash alone keeps those
        // imports, and the preload lists, short (1 to 2 kB gzip a page). Source maps still name the modules.
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        // Everything the first page needs before any route chunk (the entry's static imports, all the way
        // down) goes into one file. Left to the automatic split, it was 48 files, because pages share pieces
        // of it in different sets; each compressed alone, they weighed 10 kB more and cost as many requests.
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
}));
