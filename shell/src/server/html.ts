/** Minimal HTML escaping for the frame templates (the frame is plain strings: no React on the edge). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text or attribute values. @example esc('<b>') === '&lt;b&gt;' */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Serialises JSON for a <script> element: `<` is escaped so `</script>` inside data cannot close it.
 * @example jsonForScript({a:'</script>'}) === '{"a":"\\u003c/script>"}'
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
