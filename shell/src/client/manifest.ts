import type { PageManifest } from '@forecourt/contracts';

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
    m.remotes.every((r) => typeof r?.name === 'string' && typeof r.entry === 'string') &&
    Array.isArray(m.fragments) &&
    m.fragments.every(
      (f) =>
        typeof f?.id === 'string' &&
        typeof f.component === 'string' &&
        (f.mode === 'retry' || ((f.mode === 'hydrate' || f.mode === 'render') && typeof f.props === 'object')),
    )
  );
}
