import { sha256 } from '../security/tokens.js';

/** JSON with every object's keys sorted: the same parameters give the same text in any key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What an Idempotency-Key is bound to: the create's lead fields and its files (name, type, size). The
 * captcha token is left out: a retry of the same request needs a fresh one.
 */
export function leadRequestHash(lead: Record<string, unknown>, files: readonly File[]): Promise<string> {
  const fileParams = files.map((f) => ({ name: f.name, type: f.type, size: f.size }));
  return sha256(canonicalJson({ lead, files: fileParams }));
}
