// The Vite config of a remote's Module Federation build (issue 32 part 5, docs/EMBEDDING.md), run from
// the remote's folder after its page build: `vite build --config ../kit/build/mf-vite-config.mjs`
// (infra/build/build-remote.mjs runs it for remotes whose definition lists `embeds`). Each embed <Name>
// (src/embed/<Name>.tsx) is exposed as `./<Name>`; React, react-dom and react/jsx-runtime are shared
// singletons (the host's copy wins). Output goes to dist/mf/, which the build copies into the client
// build's mf/: the remote's Worker serves it under /_remotes/<name>/<version>/mf/ beside the page
// modules (remoteEntry.js, mf-manifest.json and their chunks). Our own pages never load any of it
// (they use the import map, ARCHITECTURE-NOTES); this build exists for other companies' MF hosts.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BROWSER_ZOD_ALIAS } from '../../../infra/build/browser-zod-alias.mjs';
import { loadRemoteDefinition } from './load-definition.mjs';

/** The federation container's global name: `forecourt_<remote>` (an identifier; hosts key remotes by it). */
export const federationName = (remote) => `forecourt_${remote.replace(/-/g, '_')}`;

export default defineConfig(async () => {
  const dir = process.cwd();
  const definition = await loadRemoteDefinition(dir);
  return {
    root: dir,
    // Relative URLs throughout: a host on another origin resolves every file against the manifest's URL.
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: BROWSER_ZOD_ALIAS },
    logLevel: 'warn',
    // The remote's style.css is served once, at the version's base (a host links ../style.css).
    publicDir: false,
    plugins: [
      react(),
      federation({
        name: federationName(definition.name),
        filename: 'remoteEntry.js',
        exposes: Object.fromEntries(definition.embeds.map((n) => [`./${n}`, `./src/embed/${n}.tsx`])),
        shared: {
          react: { singleton: true, requiredVersion: '^19.0.0' },
          'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
          'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
        },
        // Files resolve against where the host fetched the manifest (any dealer host serves this base).
        publicPath: 'auto',
        // buildVersion: the release's version (REMOTE_VERSION), which may differ from package.json's.
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo.buildVersion = process.env.REMOTE_VERSION || stats.metaData.buildInfo.buildVersion;
          },
        },
        dts: false,
      }),
    ],
    build: {
      // Beside the page build (which empties dist/client), so the two run at once.
      outDir: 'dist/mf',
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      assetsDir: 'assets',
      // No page of its own: the federation plugin adds remoteEntry.js and the exposed modules.
      // (Rolldown's plugin timing report is noise in every build's output.)
      rolldownOptions: { input: {}, checks: { pluginTimings: false } },
    },
  };
});
