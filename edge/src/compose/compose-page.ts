import {
  type HeadTag,
  type PageManifest,
  PageManifestSchema,
  remoteAssetBase,
  type SiteConfig,
} from '@forecourt/contracts';
import { IMPORT_MAP, SHELL_ENTRY_IMPORT_URLS, VENDOR_IMPORT_URLS, VENDOR_URL } from '@forecourt/shell/import-map';
import {
  renderChatLauncher,
  renderDocumentHead,
  renderFooter,
  renderHeader,
  shellBootstrapTags,
} from '@forecourt/shell/server';
import { type HealthRecorder, outcomeOf } from '../health/render-health.js';
import { callFragment, type FragmentOutcome } from './call-fragment.js';
import { FLUSH_POINT } from './compress-html.js';
import { configurationError, developerMessage } from './dev-errors.js';
import { fallbackMarkup } from './fallback.js';
import type { FragmentPlan } from './fragment-plan.js';
import { fragmentRequest } from './fragment-request.js';
import { pipeHtml } from './pipe-html.js';
import type { RoutedRemote } from './remote-routing.js';
import { remoteStyles } from './remote-stylesheets.js';

/**
 * One fragment of a page: its plan, the remote version routed for it (null: none runs), its input, and
 * (local development, no target) why none runs.
 */
export type PageFragment = {
  plan: FragmentPlan;
  target: RoutedRemote | null;
  props: Record<string, unknown>;
  unrouted?: string;
};

export type ComposeInput = {
  site: SiteConfig;
  host: string;
  url: URL;
  title: string;
  /** Meta description and extra head tags computed before streaming (page plan `head`). */
  description?: string;
  headTags?: HeadTag[];
  /** The page's canonical URL (page plan `head`); else the request's without tracking parameters. */
  canonical?: string;
  params: Record<string, string>;
  fragments: PageFragment[];
  budgetMs: number;
  now: number;
  shellEntry: string;
  /** Local development (env DEV_ERRORS): a configuration error shows what is wrong (compose/dev-errors.ts). */
  devErrors?: boolean;
  /** Health per remote version and dealer (health/render-health.ts): one sample per routed fragment, never awaited. */
  health?: HealthRecorder;
};

export type ComposedPage = {
  body: ReadableStream<Uint8Array>;
  /** Resolves when the page is fully written; `degraded` when any fragment fell back. */
  done: Promise<{ degraded: boolean }>;
};

const encoder = new TextEncoder();
const NOT_ROUTED: FragmentOutcome = { ok: false, reason: 'error', detail: 'no slot runs the routed version' };

/**
 * Streams a page: head + header are written before any remote is called; then every fragment's
 * remote is called in parallel, and fragments are written in document order as they resolve
 * (each remote's HTML stream is piped straight through). The head, title and status are the page
 * plan's alone. A failed fragment gets fallback markup and a manifest entry without props (mode
 * 'retry'): nothing of the edge's input reaches the page. Footer, manifest and bootstrap close it.
 */
export function composePage(input: ComposeInput): ComposedPage {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const write: Write = (s) => writer.write(encoder.encode(s));

  const remotes = uniqueRemotes(input.fragments);
  const preloads = hydrationPreloads();

  const done = (async () => {
    let degraded = false;
    try {
      const head = await documentHead(input, remotes);
      // Head and header leave first, before any remote is called (sendNow). Without it a remote's render
      // (on the same thread, as service bindings are) ran first and the head left with the whole page
      // (bench:edge /search TTFB 11-16 ms against 3-4 ms with it).
      await write(`${head}<body>${renderHeader(input.site)}<main id="main" class="fc-main" tabindex="-1">`);
      await sendNow(writer);
      const started = Date.now();
      const calls = input.fragments.map((f) =>
        f.target
          ? callFragment(f.target, fragmentRequest(input, f.plan, f.props), f.plan.budgetMs ?? input.budgetMs).then(
              (outcome) => ({ outcome, ms: Date.now() - started }),
            )
          : Promise.resolve({ outcome: NOT_ROUTED, ms: 0 }),
      );
      const manifest: PageManifest = {
        remotes: remotes.map((r) => ({
          name: r.remote,
          version: r.version,
          base: remoteAssetBase(r.remote, r.version),
        })),
        fragments: [],
      };
      for (const [i, fragment] of input.fragments.entries()) {
        const { outcome, ms } = await calls[i]!;
        const written = await writeFragment(input, fragment, outcome, write, writer, preloads);
        if (!written.complete) degraded = true;
        const t = fragment.target;
        if (t) {
          const sample = { remote: t.remote, version: t.version, dealer: input.site.slug, ms };
          input.health?.record({ ...sample, outcome: outcomeOf(outcome, written.complete) });
        }
        manifest.fragments.push(written.entry);
      }
      const checked = PageManifestSchema.parse(manifest);
      await write(
        `</main>${renderFooter(input.site, new Date(input.now).getUTCFullYear())}${renderChatLauncher(input.site, input.url.pathname)}${shellBootstrapTags(checked, input.shellEntry)}</body></html>`,
      );
      await writer.close();
    } catch (error) {
      degraded = true;
      console.error('[compose] page stream failed', error);
      await writer.abort(error).catch(() => {});
    }
    return { degraded };
  })();

  return { body: readable, done };
}

type Write = (s: string) => Promise<void>;

/** The document head: the page plan's title and tags, the remotes' styles, the import map and module preloads. */
async function documentHead(input: ComposeInput, remotes: RoutedRemote[]): Promise<string> {
  // In hand at once after an isolate's first page of each remote version.
  const styles = await remoteStyles(remotes);
  return renderDocumentHead({
    site: input.site,
    canonicalUrl: input.canonical ?? canonicalUrl(input.site, input.url),
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    ...(input.headTags ? { tags: input.headTags } : {}),
    stylesheets: styles.links,
    inlineStyles: styles.inline,
    importMap: IMPORT_MAP,
    // What every page runs. React DOM and the page modules are preloaded by each fragment that hydrates
    // (hydrationPreloads): a page of only static fragments never runs them, and a preload would still
    // cost its phone the fetch, parse and compile (~220 KB).
    modulePreloads: [input.shellEntry, ...SHELL_ENTRY_IMPORT_URLS],
  });
}

/** Markup before the root element: React puts an eager image's preload links first (shell fragmentRoot). */
const ROOT_START = String.raw`^\s*(?:<link\b[^>]*>\s*)*<[A-Za-z][^>]*?\s`;
/** A root element marked `data-fc-static` (remotes' staticFragment: the shell never hydrates it). */
const STATIC_ROOT = new RegExp(`${ROOT_START}data-fc-static(?=[\\s=/>])`);
/** A root element with a load module (`data-fc-load`). */
const LOAD_ROOT = new RegExp(`${ROOT_START}data-fc-load(?=[\\s=/>])`);
/** A root element that hydrates on the shopper's first intent (`data-fc-hydrate="intent"`). */
const INTENT_ROOT = new RegExp(`${ROOT_START}data-fc-hydrate="intent"`);

/** What a fragment that the shell will hydrate or render needs, decided from its root's start. */
function fragmentModules(start: string, pageModule: string[]) {
  return {
    page: pageModule,
    load: LOAD_ROOT.test(start) ? pageModule.map((m) => m.replace(/\.js$/, '.load.js')) : [],
    onIntent: INTENT_ROOT.test(start),
  };
}

/**
 * The module hints written just before a fragment that the shell will hydrate or render (not a static
 * one): the vendor module and its imports (React DOM's chunk, ~67 KB gzip), once a page, the fragment's
 * page module, and its load module. In the body, ahead of the bootstrap that imports them; decided from
 * the fragment's own HTML, so the same render always gives the same bytes (the HTML cache's rule).
 * A fragment that hydrates on intent gets React and its page module as `prefetch` (into the HTTP cache,
 * not parsed or compiled on the phone's main thread until the shopper's intent imports them); its load
 * module, which runs at boot, as `modulepreload`.
 */
function hydrationPreloads(): (modules: ReturnType<typeof fragmentModules>) => string {
  const written = new Set<string>(SHELL_ENTRY_IMPORT_URLS.map((href) => `modulepreload ${href}`));
  const link = (rel: 'modulepreload' | 'prefetch', href: string) => {
    if (written.has(`modulepreload ${href}`) || written.has(`${rel} ${href}`)) return '';
    written.add(`${rel} ${href}`);
    return `<link rel="${rel}" href="${href}">`;
  };
  return ({ page, load, onIntent }) =>
    [
      ...load.map((href) => link('modulepreload', href)),
      ...[VENDOR_URL, ...VENDOR_IMPORT_URLS, ...page].map((href) =>
        link(onIntent ? 'prefetch' : 'modulepreload', href),
      ),
    ].join('');
}

/**
 * Writes one fragment's element: the remote's HTML piped through, or (failed) the fallback markup, or
 * in local development what is misconfigured. Returns its manifest entry; `complete` false: degraded.
 */
async function writeFragment(
  input: ComposeInput,
  fragment: PageFragment,
  outcome: FragmentOutcome,
  write: Write,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  preloads: ReturnType<typeof hydrationPreloads>,
): Promise<{ complete: boolean; entry: PageManifest['fragments'][number] }> {
  const { id, remote, component } = fragment.plan;
  const tag = `<div id="${id}" data-fragment="${remote}/${component}"`;
  const module = fragment.target
    ? [`${remoteAssetBase(fragment.target.remote, fragment.target.version)}${component}.js`]
    : [];
  if (outcome.ok) {
    const res = outcome.response;
    const open = `${tag} data-version="${res.version}">`;
    const complete = await pipeHtml(res.html, writer, fragment.plan.budgetMs ?? input.budgetMs, (start) =>
      STATIC_ROOT.test(start) ? open : preloads(fragmentModules(start, module)) + open,
    );
    await write('</div>');
    // A cut stream still came with the remote's own props: the browser renders them in place.
    return { complete, entry: { id, remote, component, mode: complete ? 'hydrate' : 'render', props: res.props } };
  }
  const routed = fragment.target ? `${fragment.target.remote}@${fragment.target.version}` : remote;
  console.error(`[compose] ${routed} failed for ${input.site.slug}: ${outcome.reason} ${outcome.detail}`);
  const misconfigured = input.devErrors ? configurationError(fragment.plan, outcome, fragment.unrouted) : null;
  // The shell renders a failed fragment itself (React DOM).
  await write(
    `${preloads({ page: module, load: [], onIntent: false })}${tag} data-fallback="${outcome.reason}">${misconfigured ? developerMessage(misconfigured) : fallbackMarkup(remote)}</div>`,
  );
  return {
    complete: false,
    entry: { id, remote, component, mode: 'retry', version: fragment.target?.version ?? null },
  };
}

/**
 * Sends what the page has written: the compressor flushes at a flush point and reads on only once the
 * flush is done, so a second flush point is taken after the first one's bytes are out of zlib; one
 * macrotask then lets the runtime put them on the wire.
 */
async function sendNow(writer: WritableStreamDefaultWriter<Uint8Array>) {
  await writer.write(FLUSH_POINT);
  await writer.write(FLUSH_POINT);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function uniqueRemotes(fragments: PageFragment[]): RoutedRemote[] {
  const seen = new Map<string, RoutedRemote>();
  for (const f of fragments) if (f.target) seen.set(f.target.remote, f.target);
  return [...seen.values()];
}

/** Canonical URL on the site's production URL, without tracking parameters. */
export function canonicalUrl(site: SiteConfig, url: URL): string {
  const base = new URL(site.url);
  const canonical = new URL(url.pathname, base);
  for (const [k, v] of url.searchParams) {
    if (!/^(utm_|gclid$|fbclid$)/.test(k)) canonical.searchParams.append(k, v);
  }
  return canonical.toString();
}
