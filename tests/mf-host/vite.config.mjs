// The test's Module Federation host (tests/integration/mf-embed.test.ts): remotes are registered at
// runtime from the page's hash, React and react-dom shared as singletons (the host's copies serve the
// Forecourt remotes too).
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [
    react(),
    federation({
      name: 'dealer_group_host',
      remotes: {},
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
        'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
      },
      dts: false,
    }),
  ],
  build: {
    // Rolldown's plugin timing report is noise in the test's output.
    rolldownOptions: { checks: { pluginTimings: false } },
    outDir: process.env.MF_HOST_OUT ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
