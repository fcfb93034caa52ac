/**
 * Takes over the page's interactive fragments: imports each one's page module from the version of its
 * remote that rendered it (plain ES modules: their React and jotai imports resolve to the shell's
 * vendor module through the page's import map), then hydrates its server HTML in place — renders it
 * client-side where its HTML stream was cut, and fetches it again from the edge where the edge had to
 * send fallback markup (the remote failed). Its own chunk, with React DOM: a page whose fragments are
 * all static (bootstrap.ts) never loads or evaluates either.
 * Hydration runs in a transition: React then works in ~5 ms slices and yields to the browser between
 * them, where a default-priority hydration is one long task (~360 ms at 4× CPU on the search page,
 * most of the page's Total Blocking Time). A click or key press on a part not hydrated yet makes React
 * hydrate at once and replay it, so nothing is lost meanwhile.
 */

import fragmentRetryUrl from 'chunk-url:./src/client/fragment-retry.ts';
import type { PageManifest } from '@forecourt/contracts';
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageModuleUrl } from './manifest.js';

type Fragment = PageManifest['fragments'][number];

/** Only a page whose edge had to send a fallback needs the retry code: its own chunk. */
const retryCode = (): Promise<typeof import('./fragment-retry.js')> => import(/* @vite-ignore */ fragmentRetryUrl);

/**
 * Wraps a fragment's tree (adds no element): its effect runs after every effect inside it, i.e. once
 * the fragment is hydrated (or rendered) and its own listeners are wired. A time-sliced hydration ends
 * some frames after hydrateRoot returns, so this is when the fragment is marked hydrated.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useEffect(onCommit, []);
  return children;
}

/** Hydrates (or renders, or retries) one fragment; resolves once it is up or has failed (logged). */
export async function takeOver(manifest: PageManifest, fragment: Fragment, el: HTMLElement): Promise<void> {
  const name = `${fragment.remote}/${fragment.component}`;
  const run = async (): Promise<void> => {
    const url = pageModuleUrl(manifest, fragment);
    if (!url) throw new Error(`${name}: the page names no version of ${fragment.remote}`);
    const mod: Record<string, ComponentType<Record<string, unknown>>> = await import(/* @vite-ignore */ url);
    const Component = mod?.[fragment.component] ?? mod?.default;
    if (!Component) throw new Error(`${name} exports no component`);
    // 'retry': the remote's own HTML and props, fetched again; then hydrated like a normal fragment.
    const { html, props } =
      fragment.mode === 'retry'
        ? await (await retryCode()).fetchFragment(fragment.id, fragment.version)
        : { html: null, props: fragment.props };
    if (html !== null) el.innerHTML = html;
    await new Promise<void>((resolve, reject) => {
      let committed = false;
      const onCommit = () => {
        committed = true;
        resolve();
      };
      const tree = createElement(Committed, { onCommit }, createElement(Component, props));
      // Before the first commit the fragment never came up (logged below); later, an error of its own.
      const onUncaughtError = (error: unknown) =>
        committed ? console.error(`[forecourt] ${name} failed:`, error) : reject(error);
      startTransition(() => {
        if (fragment.mode === 'render') createRoot(el, { onUncaughtError }).render(tree);
        else
          hydrateRoot(el, tree, {
            onUncaughtError,
            onRecoverableError: (error) => console.warn(`[forecourt] hydration of ${fragment.id}:`, error),
          });
      });
    });
    el.dataset.hydrated = 'true';
  };
  const attempt = () =>
    run().catch((error: unknown) => {
      // The server HTML stays as it is: a fragment that cannot load its client keeps working as a page;
      // a fallback offers to try again.
      console.warn(`[forecourt] could not load ${name}`, error);
      if (fragment.mode === 'retry') void retryCode().then((m) => m.offerRetry(el, () => void attempt()));
    });
  await attempt();
}
