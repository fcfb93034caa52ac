import type { PageManifest } from '@forecourt/contracts';

/**
 * The attribute a remote sets on its fragment's root element when the server HTML is all the fragment
 * is (no handler, no state): the shell then neither loads its module nor hydrates it (bootstrap.ts).
 * Remotes write it literally (e.g. remotes/content's static pages).
 */
export const STATIC_FRAGMENT_ATTR = 'data-fc-static';

/**
 * The ES module of a fragment's page component, in the version of its remote that rendered this page:
 * `<base><Component>.js` (remotes/kit/build/vite-config.mjs names each page module so).
 */
export function pageModuleUrl(
  manifest: PageManifest,
  fragment: Pick<PageManifest['fragments'][number], 'remote' | 'component'>,
): string | null {
  const remote = manifest.remotes.find((r) => r.name === fragment.remote);
  return remote && /^\w+$/.test(fragment.component) ? `${remote.base}${fragment.component}.js` : null;
}

/**
 * A fragment element's root: its first element that is not a `<link>` (React puts an eager image's
 * preload links ahead of the root it renders).
 */
export function fragmentRoot(el: Element): Element | null {
  let child = el.firstElementChild;
  while (child?.tagName === 'LINK') child = child.nextElementSibling;
  return child;
}

/**
 * The attribute a remote sets on its fragment's root when the fragment has load-time work that needs
 * no React (recording the page's search, say): `<base><Component>.load.js` exports `load(el, props)`,
 * which the shell runs at boot before any hydration (remotes/kit builds `src/pages/<Component>.load.ts`
 * as that module, and checks it imports no React). The element gets `data-loaded="true"` once it ran.
 */
export const LOAD_MODULE_ATTR = 'data-fc-load';

type LoadModule = { load?: (el: HTMLElement, props: unknown) => void | Promise<void> };

/** Runs a fragment's load module (see LOAD_MODULE_ATTR); a failure is logged, and the page goes on. */
export async function runLoadModule(
  manifest: PageManifest,
  fragment: PageManifest['fragments'][number],
  el: HTMLElement,
): Promise<void> {
  const url = pageModuleUrl(manifest, fragment)?.replace(/\.js$/, '.load.js');
  try {
    if (!url) throw new Error('the page names no version of its remote');
    const mod: LoadModule = await import(/* @vite-ignore */ url);
    await mod.load?.(el, 'props' in fragment ? fragment.props : undefined);
    el.dataset.loaded = 'true';
  } catch (error) {
    console.warn(`[forecourt] load of ${fragment.remote}/${fragment.component} failed:`, error);
  }
}

/**
 * The page manifest the edge embeds as JSON in #__forecourt. The edge builds it and checks it with
 * PageManifestSchema before embedding; here we only check its shape by hand, because shipping zod
 * to the browser for this would cost more than the whole shell (bundle budget, DESIGN.md).
 */
export function readManifest(doc: Document): PageManifest | null {
  const text = doc.getElementById('__forecourt')?.textContent;
  if (!text) return null;
  const value: unknown = JSON.parse(text);
  if (!isManifest(value)) {
    console.warn('[forecourt] invalid page manifest');
    return null;
  }
  return value;
}

function isManifest(v: unknown): v is PageManifest {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Partial<PageManifest>;
  return (
    Array.isArray(m.remotes) &&
    m.remotes.every((r) => typeof r?.name === 'string' && typeof r.base === 'string') &&
    Array.isArray(m.fragments) &&
    m.fragments.every(
      (f) =>
        typeof f?.id === 'string' &&
        typeof f.component === 'string' &&
        (f.mode === 'retry' || ((f.mode === 'hydrate' || f.mode === 'render') && typeof f.props === 'object')),
    )
  );
}
