// Shared Vite options of every remote's client build (Module Federation remote).
// The URL base carries the remote's version: /_remotes/<name>/<version>/ — the edge routes that
// prefix to the deployment slot running that version, so two versions can be live at once and the
// browser always loads the client code of the version that rendered the HTML.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Client builds never parse with zod (the server does: toProps, the APIs), but contracts' modules
 * declare schemas at module level; every remote aliases zod to contracts' inert browser stub so zod
 * stays out of every page (the shell's build does the same).
 */
export const BROWSER_ZOD_ALIAS = {
  zod: fileURLToPath(new URL('../../contracts/src/browser/zod-stub.ts', import.meta.url)),
};

/** Shared singletons: provided by the shell at runtime, never bundled into a remote. */
export const SHARED_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'jotai'];

export function remoteVersion(dir = process.cwd()) {
  return process.env.REMOTE_VERSION || JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')).version;
}

/**
 * Vite wraps every dynamic import (Module Federation's loaders use them) in `__vitePreload`, a ~1 KB
 * gzip helper that injects <link rel=modulepreload|stylesheet> for the imported chunk's deps. Remotes
 * build with modulePreload off and import no CSS from JS (the edge links each remote's style.css), so
 * the helper only ever calls through: this stub keeps the call and drops the weight from every page.
 */
export const noPreloadHelper = {
  name: 'forecourt:no-preload-helper',
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
    return null;
  },
};

export function remoteFederationOptions({ name, exposes, federation, react }) {
  const version = remoteVersion();
  const shared = Object.fromEntries(
    SHARED_SINGLETONS.map((dep) => [dep, { singleton: true, requiredVersion: '*', import: false }]),
  );
  return {
    base: `/_remotes/${name}/${version}/`,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: BROWSER_ZOD_ALIAS },
    plugins: [
      noPreloadHelper,
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        dts: false,
        manifest: true,
        experiments: { externalRuntime: true },
      }),
    ],
    build: {
      rollupOptions: { input: 'src/client.ts' },
      outDir: 'dist/client',
      target: 'es2022',
      modulePreload: false,
      emptyOutDir: true,
      assetsDir: 'assets',
    },
  };
}
