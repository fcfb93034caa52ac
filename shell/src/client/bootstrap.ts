/**
 * Shell client: reads the page manifest the edge embedded (which version of which remote rendered
 * each fragment), registers those remote entries with the Module Federation runtime, then hydrates
 * every server-rendered fragment in place — or renders it client-side where the edge had to send
 * fallback markup (remote failed or timed out).
 */

import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { type ComponentType, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readManifest } from './manifest.js';
import { sharedSingletons } from './shared.js';

// Remotes are built with experiments.externalRuntime: they use this one runtime instead of bundling theirs.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;

async function boot(): Promise<void> {
  const manifest = readManifest(document);
  if (!manifest) return;
  const mf = createInstance({
    name: 'forecourt_shell',
    remotes: manifest.remotes.map((r) => ({ name: r.name, entry: r.entry, type: 'module' })),
    shared: sharedSingletons,
  });
  await Promise.all(
    manifest.fragments.map(async (fragment) => {
      const el = document.getElementById(fragment.id);
      if (!el) return;
      try {
        const mod = await mf.loadRemote<Record<string, ComponentType<Record<string, unknown>>>>(
          `${fragment.remote}/${fragment.component}`,
        );
        const Component = mod?.[fragment.component] ?? mod?.default;
        if (!Component) throw new Error(`${fragment.remote}/${fragment.component} exports no component`);
        const element = createElement(Component, fragment.props);
        if (fragment.mode === 'hydrate') {
          hydrateRoot(el, element, {
            onRecoverableError: (error) => console.warn(`[forecourt] hydration of ${fragment.id}:`, error),
          });
        } else {
          createRoot(el).render(element);
        }
        el.dataset.hydrated = 'true';
      } catch (error) {
        // The server HTML stays as it is: a fragment that cannot load its client keeps working as a page.
        console.warn(`[forecourt] could not load ${fragment.remote}/${fragment.component}`, error);
      }
    }),
  );
  document.documentElement.dataset.shellReady = 'true';
}

void boot();
