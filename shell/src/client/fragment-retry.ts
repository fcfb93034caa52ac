/**
 * A fragment the edge had to send as fallback (manifest mode 'retry'): the page carries none of its
 * data, so the browser asks the edge for it again — the same remote version, for this page — and gets
 * the remote's own HTML and hydration props.
 */
export type RecoveredFragment = { html: string; props: Record<string, unknown> };

export async function fetchFragment(id: string, version: string | null): Promise<RecoveredFragment> {
  const page = encodeURIComponent(location.pathname + location.search);
  const res = await fetch(`/_fragment/${id}?page=${page}${version ? `&v=${version}` : ''}`);
  // The dealer was moved to another version since this page was rendered: only a fresh page matches it.
  if (res.status === 409) location.reload();
  if (!res.ok) throw new Error(`fragment ${id}: ${res.status}`);
  return (await res.json()) as RecoveredFragment;
}

/** Shows the fallback's Try again button; a click hides it and runs `retry` (which shows it again on failure). */
export function offerRetry(el: HTMLElement, retry: () => void): void {
  const button = el.querySelector<HTMLButtonElement>('[data-fc-retry]');
  if (!button) return;
  button.hidden = false;
  button.onclick = () => {
    button.hidden = true;
    retry();
  };
}
