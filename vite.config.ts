import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
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
  },
});
