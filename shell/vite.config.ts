import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { BROWSER_ZOD_ALIAS } from '../infra/build/browser-zod-alias.mjs';
import { importMapFile, VENDOR_ID, vendorEntry } from './build/vendor-entry.mjs';

// The shell's client: the bootstrap entry and the vendor module (React, ReactDOM, jotai for every
// remote through the page's import map: build/vendor-entry.mjs), hashed chunks under /_shell/. The
// edge embeds the build (infra/build/embed-assets.mjs) and serves it; the Vite manifest tells it the
// entry file name, dist/import-map.gen.ts the import map.

/**
 * `import url from 'chunk-url:./src/client/x.ts'` emits x.ts as its own chunk and gives its URL, for
 * code loaded on demand with `import(/* @vite-ignore *\/ url)`. A plain `import('./x.js')` would
 * pull Vite's preload helper (~0.5 KB gzip) into the entry of every page for one lazy module.
 */
const chunkUrls = {
  name: 'forecourt:chunk-url',
  resolveId(id: string) {
    return id.startsWith('chunk-url:') ? `\0${id}` : null;
  },
  load(this: { emitFile(file: { type: 'chunk'; id: string; preserveSignature: 'strict' }): string }, id: string) {
    if (!id.startsWith('\0chunk-url:')) return null;
    const ref = this.emitFile({
      type: 'chunk',
      preserveSignature: 'strict',
      id: fileURLToPath(new URL(id.slice('\0chunk-url:'.length), import.meta.url)),
    });
    return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
  },
};

export default defineConfig(({ command }) => ({
  plugins: command === 'build' ? [vendorEntry, chunkUrls, importMapFile] : [],
  base: '/_shell/',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The shell imports pure rules from contracts (event ids, paths, image URLs); zod, which those
  // modules also use for their schemas, is replaced by contracts' inert browser stub.
  // Only the browser build: the shell's unit tests (vitest reads this file too) parse with real zod.
  resolve: { alias: command === 'build' ? BROWSER_ZOD_ALIAS : {} },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    modulePreload: false,
    rollupOptions: {
      input: { bootstrap: 'src/client/bootstrap.ts', vendor: VENDOR_ID },
      // The vendor entry keeps exactly its exports: remotes import them by name.
      preserveEntrySignatures: 'strict',
    },
  },
}));
