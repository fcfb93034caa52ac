/**
 * A dealer group's own React app, built with @module-federation/vite as any MF host is: it registers a
 * Forecourt remote by its mf-manifest.json URL at runtime and renders one exposed component with props
 * the group's server fetched from the dealer's Forecourt API. What to load comes in the URL's hash
 * (JSON: { remote, manifest, expose, props, css }), so one build serves every case of the test.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

type Embed = { remote: string; manifest: string; expose: string; props: Record<string, unknown>; css?: string };

async function main() {
  const embed = JSON.parse(decodeURIComponent(location.hash.slice(1))) as Embed;
  if (embed.css) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = embed.css;
    document.head.append(link);
  }
  registerRemotes([{ name: embed.remote, entry: embed.manifest }], { force: true });
  const mod = await loadRemote<Record<string, ComponentType<Record<string, unknown>>>>(
    `${embed.remote}/${embed.expose}`,
  );
  const Component = mod?.[embed.expose.replace(/^\.\//, '')];
  if (!Component) throw new Error(`${embed.remote} exposes no ${embed.expose}`);
  const root = document.getElementById('root')!;
  createRoot(root).render(<Component {...embed.props} />);
  root.dataset.loaded = 'true';
}

main().catch((error: unknown) => {
  document.body.dataset.error = error instanceof Error ? `${error.stack}` : String(error);
});
