// The Vite config of every remote's client build (a Module Federation remote), run from the remote's
// folder: `vite build --config ../kit/build/vite-config.mjs` (infra/build/build-remote.mjs does it).
// The exposes come from the remote's definition (src/remote.ts). The URL base carries the version —
// /_remotes/<name>/<version>/ — which the edge routes to the slot running that version, so the browser
// always loads the client code of the version that rendered the HTML.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BROWSER_ZOD_ALIAS } from '../../../infra/build/browser-zod-alias.mjs';
import { loadRemoteDefinition } from './load-definition.mjs';

/** Shared singletons: provided by the shell at runtime, never bundled into a remote. */
const SHARED_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'jotai'];

/**
 * Vite wraps every dynamic import (Module Federation's loaders use them) in `__vitePreload`, a ~1 KB
 * gzip helper that injects <link rel=modulepreload|stylesheet> for the imported chunk's deps. Remotes
 * build with modulePreload off and import no CSS from JS (the edge links each remote's style.css), so
 * the helper only ever calls through: this stub keeps the call and drops the weight from every page.
 */
const noPreloadHelper = {
  name: 'forecourt:no-preload-helper',
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
    return null;
  },
};

/**
 * The build's entry: a module exporting every exposed component, as a hand-written client entry would.
 * (An empty entry made rolldown split React's shared-module shims out of the page chunk: +1.1 KB gzip
 * on the car page.)
 */
function exposedComponentsEntry(dir, components) {
  const id = '\0forecourt:remote-entry';
  return {
    name: 'forecourt:remote-entry',
    resolveId: (source) => (source === ENTRY ? id : null),
    load: (loaded) =>
      loaded === id
        ? components
            .map((name) => `export { ${name} } from ${JSON.stringify(join(dir, 'src/pages', `${name}.tsx`))};`)
            .join('\n')
        : null,
  };
}
const ENTRY = 'forecourt:remote-entry';

export default defineConfig(async () => {
  const dir = process.cwd();
  const definition = await loadRemoteDefinition(dir);
  const version = process.env.REMOTE_VERSION || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const shared = Object.fromEntries(
    SHARED_SINGLETONS.map((dep) => [dep, { singleton: true, requiredVersion: '*', import: false }]),
  );
  return {
    root: dir,
    base: `/_remotes/${definition.name}/${version}/`,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: BROWSER_ZOD_ALIAS },
    plugins: [
      noPreloadHelper,
      exposedComponentsEntry(dir, definition.components),
      react(),
      federation({
        name: definition.name,
        filename: 'remoteEntry.js',
        exposes: definition.exposes,
        shared,
        dts: false,
        manifest: true,
        experiments: { externalRuntime: true },
      }),
    ],
    build: {
      rollupOptions: {
        input: ENTRY,
        // contracts' module-level schemas call the inert zod stub (BROWSER_ZOD_ALIAS): unused ones may go.
        treeshake: { manualPureFunctions: ['z'] },
      },
      outDir: 'dist/client',
      target: 'es2022',
      modulePreload: false,
      emptyOutDir: true,
      assetsDir: 'assets',
    },
  };
});
