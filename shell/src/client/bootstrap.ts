/**
 * Shell client: reads the page manifest the edge embedded (which version of which remote rendered
 * each fragment), imports each fragment's page module from that version (plain ES modules: their
 * React and jotai imports resolve to the shell's vendor module through the page's import map), then
 * hydrates every server-rendered fragment in place — renders it client-side where its HTML stream was cut, and
 * fetches it again from the edge where the edge had to send fallback markup (the remote failed).
 * Hydration runs in a transition: React then works in ~5 ms slices and yields to the browser between
 * them, where a default-priority hydration is one long task (~360 ms at 4× CPU on the search page,
 * most of the page's Total Blocking Time). A click or key press on a part not hydrated yet makes React
 * hydrate at once and replay it, so nothing is lost meanwhile.
 */

import analyticsUrl from 'chunk-url:./src/client/analytics.ts';
import chatWidgetUrl from 'chunk-url:./src/client/chat-widget.ts';
import fragmentRetryUrl from 'chunk-url:./src/client/fragment-retry.ts';
import headerDropdownsUrl from 'chunk-url:./src/client/header-dropdowns.ts';
import linkPrefetchUrl from 'chunk-url:./src/client/link-prefetch.ts';
import menuDrawerUrl from 'chunk-url:./src/client/menu-drawer.ts';
import { installTracker } from '@forecourt/contracts';
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { chatEvents } from './chat-events.js';
import { publishFavouritesAtom } from './favourites.js';
import { mountHeaderFavourites } from './header-favourites.js';
import { pageModuleUrl, readManifest } from './manifest.js';

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

async function boot(): Promise<void> {
  // Before any remote loads: the page's one favourites atom, which every fragment and the header use.
  mountHeaderFavourites(document, publishFavouritesAtom());
  const manifest = readManifest(document);
  if (!manifest) return;
  await Promise.all(
    manifest.fragments.map(async (fragment) => {
      const el = document.getElementById(fragment.id);
      if (!el) return;
      const name = `${fragment.remote}/${fragment.component}`;
      const takeOver = async (): Promise<void> => {
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
        takeOver().catch((error: unknown) => {
          // The server HTML stays as it is: a fragment that cannot load its client keeps working as a page;
          // a fallback offers to try again.
          console.warn(`[forecourt] could not load ${name}`, error);
          if (fragment.mode === 'retry') void retryCode().then((m) => m.offerRetry(el, () => void attempt()));
        });
      await attempt();
    }),
  );
  document.documentElement.dataset.shellReady = 'true';
}

// Pages with the chat button: its chunk loads after first paint (until then chat links go to the enquiry form).
const chat = document.getElementById('fc-chat');
if (chat)
  requestAnimationFrame(() =>
    setTimeout(
      () =>
        void import(/* @vite-ignore */ chatWidgetUrl).then((m: typeof import('./chat-widget.js')) =>
          m.startChat(chat, chatEvents),
        ),
    ),
  );
wireMenu(document);
wireDropdowns(document);
// Browsers without Speculation Rules prefetch hovered links with the fallback chunk (it starts on load).
if (!HTMLScriptElement.supports?.('speculationrules')) void import(/* @vite-ignore */ linkPrefetchUrl);

/**
 * The header's Menu link (phones): its drawer's focus trap loads on first use, fetched as soon as a
 * finger or the keyboard reaches the link, so only phones that open the menu pay for it.
 */
function wireMenu(doc: Document): void {
  const opener = doc.querySelector<HTMLElement>('[data-fc-menu]');
  if (!opener) return;
  const load = (): Promise<typeof import('./menu-drawer.js')> => import(/* @vite-ignore */ menuDrawerUrl);
  opener.addEventListener('pointerdown', load, { once: true });
  opener.addEventListener('focus', load, { once: true });
  opener.addEventListener('click', (event) => {
    event.preventDefault();
    void load().then((m) => m.openMenuDrawer(doc, opener));
  });
}
/**
 * The header's menus: their Escape, focus-out and tap-outside closing loads (and installs once) as
 * soon as a finger or the keyboard first reaches the header.
 */
function wireDropdowns(doc: Document): void {
  const header = doc.querySelector('header');
  if (!header) return;
  let installed = false;
  const install = () => {
    if (installed) return;
    installed = true;
    void import(/* @vite-ignore */ headerDropdownsUrl).then((m: typeof import('./header-dropdowns.js')) =>
      m.installMenuClosing(doc, header),
    );
  };
  header.addEventListener('pointerdown', install, { once: true });
  header.addEventListener('focusin', install, { once: true });
}
void boot();
// Tracker, visitor history, page view and the site's deferred tags: their own chunk, once the page is idle.
const loadAnalytics = () =>
  void import(/* @vite-ignore */ analyticsUrl).then((m: typeof import('./analytics.js')) => installTracker(m.tracker));
(self.requestIdleCallback || setTimeout)(loadAnalytics);
