/**
 * Shell client: wires the header, reads the page manifest the edge embedded (which version of which
 * remote rendered each fragment) and hands every fragment that has client behaviour to hydrate.ts
 * (its own chunk, with React DOM). A fragment whose server HTML is all there is (the remote marks its
 * root `data-fc-static`: no handler, no state) stays as the server sent it, so a page of only such
 * fragments (most home and information pages) never loads or evaluates React DOM, and never hydrates.
 * A fragment whose root asks for it (`data-fc-hydrate="intent"`, intent.ts) hydrates on the shopper's
 * first intent instead of at load; its load-time work without React, if any, runs from its own small
 * module first (`data-fc-load`, manifest.ts).
 */

import analyticsUrl from 'chunk-url:./src/client/analytics.ts';
import chatWidgetUrl from 'chunk-url:./src/client/chat-widget.ts';
import headerDropdownsUrl from 'chunk-url:./src/client/header-dropdowns.ts';
import hydrateUrl from 'chunk-url:./src/client/hydrate.ts';
import linkPrefetchUrl from 'chunk-url:./src/client/link-prefetch.ts';
import menuDrawerUrl from 'chunk-url:./src/client/menu-drawer.ts';
import { installTracker } from '@forecourt/contracts';
import { chatEvents } from './chat-events.js';
import { wireFavouriteButtons } from './favourite-buttons.js';
import { publishFavouritesAtom } from './favourites.js';
import { mountHeaderFavourites } from './header-favourites.js';
import { hydrateOnIntent, hydratesOnIntent } from './intent.js';
import { fragmentRoot, LOAD_MODULE_ATTR, readManifest, runLoadModule, STATIC_FRAGMENT_ATTR } from './manifest.js';

async function boot(): Promise<void> {
  // Before any remote loads: the page's one favourites atom, which every fragment and the header use.
  const favourites = publishFavouritesAtom();
  mountHeaderFavourites(document, favourites);
  // Hearts in server markup work (and show what is saved) from here, whether or not their fragment hydrates.
  wireFavouriteButtons(document, favourites);
  const manifest = readManifest(document);
  if (!manifest) return;
  const live = manifest.fragments.flatMap((fragment) => {
    const el = document.getElementById(fragment.id);
    if (!el) return [];
    // Whole server HTML with nothing to wire: ready as it is (a cut stream or a fallback is not whole).
    if (fragment.mode === 'hydrate' && fragmentRoot(el)?.hasAttribute(STATIC_FRAGMENT_ATTR)) {
      el.dataset.hydrated = 'true';
      return [];
    }
    return [{ fragment, el }];
  });
  const hydrateCode = (): Promise<typeof import('./hydrate.js')> => import(/* @vite-ignore */ hydrateUrl);
  const now: typeof live = [];
  for (const item of live) {
    const { fragment, el } = item;
    if (fragment.mode !== 'hydrate') {
      now.push(item);
      continue;
    }
    // The fragment's load-time work that needs no React (its `<Component>.load.js`), before any hydration.
    if (fragmentRoot(el)?.hasAttribute(LOAD_MODULE_ATTR)) await runLoadModule(manifest, fragment, el);
    if (hydratesOnIntent(el)) hydrateOnIntent(el, async () => (await hydrateCode()).takeOver(manifest, fragment, el));
    else now.push(item);
  }
  if (now.length > 0) {
    const { takeOver } = await hydrateCode();
    await Promise.all(now.map(({ fragment, el }) => takeOver(manifest, fragment, el)));
  }
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
