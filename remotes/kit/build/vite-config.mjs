// The Vite config of every remote's client build, run from the remote's folder:
// `vite build --config ../kit/build/vite-config.mjs` (infra/build/build-remote.mjs does it).
// Each page component of the definition (src/remote.ts) becomes a plain ES module `<Component>.js`
// exporting it; React, ReactDOM and jotai stay bare imports, which the page's import map resolves to
// the shell's vendor module (infra/build/vendor-module.mjs). The URL base carries the version —
// /_remotes/<name>/<version>/ — which the edge routes to the slot running that version, so the browser
// always loads the client code of the version that rendered the HTML; chunks (shared code, lazy
// components) are imported relatively from there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BROWSER_ZOD_ALIAS } from '../../../infra/build/browser-zod-alias.mjs';
import { VENDOR_SPECIFIERS, vendorProvides } from '../../../infra/build/vendor-module.mjs';
import { loadRemoteDefinition } from './load-definition.mjs';

/**
 * Vite wraps every dynamic import (lazy components) in `__vitePreload`, a ~1 KB
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
 * The shell's vendor module is the only provider of the shared specifiers: fail the build when a
 * module imports a name it does not export (a newer React API, a default import of 'react-dom'),
 * rather than ship pages that stop hydrating.
 */
const vendorImportsOnly = {
  name: 'forecourt:vendor-imports-only',
  generateBundle(_options, bundle) {
    const provides = vendorProvides();
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const { spec, names } of bareImports(chunk.code)) {
        if (!VENDOR_SPECIFIERS.includes(spec))
          throw new Error(`${chunk.fileName} imports ${spec}, which no import map provides`);
        const missing = names.filter((n) => !provides(spec, n));
        if (missing.length > 0)
          throw new Error(
            `${chunk.fileName} imports ${missing.join(', ')} from ${spec}: the shell's vendor module does not export them`,
          );
      }
    }
  },
};

/**
 * A page's load module (`src/pages/<Component>.load.ts`, built as `<Component>.load.js`) is the work the
 * shell runs at load without React (shell/src/client/manifest.ts, LOAD_MODULE_ATTR): fail the build
 * when it, or a chunk it imports, imports a shared specifier (React, ReactDOM, jotai's React bindings).
 */
const loadModulesWithoutReact = {
  name: 'forecourt:load-modules-without-react',
  generateBundle(_options, bundle) {
    const byFile = new Map(Object.values(bundle).map((c) => [c.fileName, c]));
    for (const chunk of byFile.values()) {
      if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.name.endsWith('.load')) continue;
      const seen = new Set();
      const visit = (c) => {
        if (seen.has(c.fileName)) return;
        seen.add(c.fileName);
        for (const spec of c.imports) {
          if (VENDOR_SPECIFIERS.includes(spec))
            throw new Error(
              `${chunk.fileName} reaches ${spec} (through ${c.fileName}): a load module runs without React`,
            );
          const next = byFile.get(spec);
          if (next?.type === 'chunk') visit(next);
        }
      };
      visit(chunk);
    }
  },
};

/** The bare-specifier imports of a built chunk and the names each takes (`default`; none for `* as`). */
function bareImports(code) {
  const found = [];
  const statement =
    /\b(?:import|export)\s*([\w$]+)?\s*,?\s*(\*\s*as\s*[\w$]+|\{[^}]*\})?\s*from\s*["']([^"'./][^"']*)["']/g;
  for (const [, def, named, spec] of code.matchAll(statement)) {
    const names = def ? ['default'] : [];
    if (named?.startsWith('{')) {
      for (const part of named.slice(1, -1).split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.push(name);
      }
    }
    found.push({ spec, names });
  }
  return found;
}

export default defineConfig(async () => {
  const dir = process.cwd();
  const definition = await loadRemoteDefinition(dir);
  const version = process.env.REMOTE_VERSION || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  return {
    root: dir,
    base: `/_remotes/${definition.name}/${version}/`,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: BROWSER_ZOD_ALIAS },
    plugins: [noPreloadHelper, react(), vendorImportsOnly, loadModulesWithoutReact],
    build: {
      rollupOptions: {
        input: Object.fromEntries(
          definition.components.flatMap((c) => {
            const load = join(dir, 'src/pages', `${c}.load.ts`);
            return [[c, join(dir, 'src/pages', `${c}.tsx`)], ...(existsSync(load) ? [[`${c}.load`, load]] : [])];
          }),
        ),
        external: VENDOR_SPECIFIERS,
        // A page module keeps its component export (the shell imports it by name).
        preserveEntrySignatures: 'exports-only',
        // contracts' module-level schemas call the inert zod stub (BROWSER_ZOD_ALIAS): unused ones may go.
        // `z.object(…)` through `import * as z` resolves to the stub's export, `inertZod`: both names.
        treeshake: { manualPureFunctions: ['z', 'inertZod'] },
        output: {
          // `<Component>.js` at the version's base: the shell derives the URL from the page manifest.
          entryFileNames: '[name].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          // One stylesheet per version (the edge links `<base>style.css`).
          assetFileNames: (asset) =>
            asset.names?.some((n) => n.endsWith('.css')) ? 'style.css' : 'assets/[name]-[hash][extname]',
        },
      },
      cssCodeSplit: false,
      // dist/client/.vite/manifest.json: each page module's static imports (infra/build/js-report.mjs).
      manifest: true,
      outDir: 'dist/client',
      target: 'es2022',
      modulePreload: false,
      emptyOutDir: true,
      assetsDir: 'assets',
    },
  };
});
