import {
  FRAGMENT_CONTRACT_VERSION,
  type FragmentRequest,
  type HeadTag,
  type PageManifest,
  PageManifestSchema,
  remoteAssetBase,
  type SiteConfig,
} from '@forecourt/contracts';
import {
  renderDocumentHead,
  renderFooter,
  renderHeader,
  renderHeadTag,
  shellBootstrapTags,
} from '@forecourt/shell/server';
import type { FragmentPlan } from '../routes/page-plan.js';
import { callFragment } from './call-fragment.js';
import { fallbackMarkup } from './fallback.js';
import type { RoutedRemote } from './remote-routing.js';

export type PageFragment = { plan: FragmentPlan; target: RoutedRemote; props: Record<string, unknown> };

export type ComposeInput = {
  site: SiteConfig;
  host: string;
  url: URL;
  title: string;
  /** Meta description and extra head tags computed before streaming (page plan `head`). */
  description?: string;
  headTags?: HeadTag[];
  params: Record<string, string>;
  fragments: PageFragment[];
  budgetMs: number;
  now: number;
  shellEntry: string;
};

export type ComposedPage = {
  body: ReadableStream<Uint8Array>;
  /** Resolves when the page is fully written; `degraded` when any fragment fell back. */
  done: Promise<{ degraded: boolean }>;
};

const encoder = new TextEncoder();

/**
 * Streams a page: head + header are written before any remote is called; then every fragment's
 * remote is called in parallel, and fragments are written in document order as they resolve
 * (each remote's HTML stream is piped straight through). A failed fragment gets fallback markup
 * and mode 'render' in the manifest. Footer, manifest and the shell bootstrap close the page.
 */
export function composePage(input: ComposeInput): ComposedPage {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const write = (s: string) => writer.write(encoder.encode(s));

  const remotes = uniqueRemotes(input.fragments);
  const head = renderDocumentHead({
    site: input.site,
    canonicalUrl: canonicalUrl(input.site, input.url),
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    ...(input.headTags ? { tags: input.headTags } : {}),
    stylesheets: remotes.map((r) => `${remoteAssetBase(r.remote, r.version)}style.css`),
    modulePreloads: [input.shellEntry],
  });

  const done = (async () => {
    let degraded = false;
    try {
      // Head and header leave first: awaiting the write means the runtime has taken them.
      await write(`${head}<body>${renderHeader(input.site)}<main id="main" class="fc-main">`);
      const calls = input.fragments.map((f) =>
        callFragment(f.target, fragmentRequest(input, f), f.plan.budgetMs ?? input.budgetMs),
      );
      const manifest: PageManifest = {
        remotes: remotes.map((r) => ({
          name: r.remote,
          version: r.version,
          entry: `${remoteAssetBase(r.remote, r.version)}remoteEntry.js`,
        })),
        fragments: [],
      };
      for (const [i, fragment] of input.fragments.entries()) {
        const outcome = await calls[i]!;
        const id = fragment.plan.id;
        const tag = `<div id="${id}" data-fragment="${fragment.plan.remote}/${fragment.plan.component}"`;
        if (outcome.ok) {
          const res = outcome.response;
          for (const t of res.head) if (t.tag === 'script:ld+json') await write(renderHeadTag(t));
          await write(`${tag} data-version="${res.version}">`);
          const complete = await pipeHtml(
            res.html as string | ReadableStream<Uint8Array>,
            writer,
            fragment.plan.budgetMs ?? input.budgetMs,
          );
          await write('</div>');
          if (!complete) degraded = true;
          manifest.fragments.push({
            id,
            remote: fragment.plan.remote,
            component: fragment.plan.component,
            mode: complete ? 'hydrate' : 'render',
            props: res.props,
          });
        } else {
          degraded = true;
          console.error(
            `[compose] ${fragment.target.remote}@${fragment.target.version} failed for ${input.site.slug}: ${outcome.reason} ${outcome.detail}`,
          );
          await write(`${tag} data-fallback="${outcome.reason}">${fallbackMarkup(fragment.plan.remote)}</div>`);
          manifest.fragments.push({
            id,
            remote: fragment.plan.remote,
            component: fragment.plan.component,
            mode: 'render',
            props: fragment.props,
          });
        }
      }
      const checked = PageManifestSchema.parse(manifest);
      await write(
        `</main>${renderFooter(input.site, new Date(input.now).getUTCFullYear())}${shellBootstrapTags(checked, input.shellEntry)}</body></html>`,
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

/** Pipes a fragment's HTML (string or stream) into the page; false when it did not finish within budget. */
async function pipeHtml(
  html: string | ReadableStream<Uint8Array>,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  budgetMs: number,
): Promise<boolean> {
  if (typeof html === 'string') {
    await writer.write(encoder.encode(html));
    return true;
  }
  const reader = html.getReader();
  const deadline = Date.now() + budgetMs;
  try {
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('fragment stream exceeded its budget');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('fragment stream exceeded its budget')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) return true;
      await writer.write(chunk.value);
    }
  } catch (error) {
    console.error('[compose] fragment stream cut:', (error as Error).message);
    await reader.cancel().catch(() => {});
    return false;
  }
}

function fragmentRequest(input: ComposeInput, f: PageFragment): FragmentRequest {
  return {
    contract: FRAGMENT_CONTRACT_VERSION,
    component: f.plan.component,
    fragmentId: f.plan.id,
    tenant: { slug: input.site.slug, host: input.host },
    locale: input.site.locale,
    route: {
      path: input.url.pathname,
      params: input.params,
      query: Object.fromEntries(input.url.searchParams),
    },
    props: f.props,
    now: input.now,
  };
}

function uniqueRemotes(fragments: PageFragment[]): RoutedRemote[] {
  const seen = new Map<string, RoutedRemote>();
  for (const f of fragments) seen.set(f.target.remote, f.target);
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
