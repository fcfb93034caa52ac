import { defineConfig } from 'vite';

// The shell's client bootstrap: one entry, hashed chunks under /_shell/. The edge embeds the build
// (infra/build/embed-assets.mjs) and serves it; the Vite manifest tells it the entry file name.
export default defineConfig({
  base: '/_shell/',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    modulePreload: false,
    rollupOptions: { input: { bootstrap: 'src/client/bootstrap.ts' } },
  },
});
