import type { RoutingTable } from './routing.schema.js';

/**
 * What differs between two routing tables, one line per change: defaults, then per-dealer
 * overrides (`+` added, `-` removed, `~` changed). Empty when the routing is the same.
 */
export function diffRouting(before: RoutingTable, after: RoutingTable): string[] {
  const lines: string[] = [];
  const remotes = new Set([...Object.keys(before.defaults), ...Object.keys(after.defaults)]);
  for (const remote of [...remotes].sort()) {
    const a = before.defaults[remote as keyof RoutingTable['defaults']];
    const b = after.defaults[remote as keyof RoutingTable['defaults']];
    if (a !== b) lines.push(change(`default ${remote}`, a, b));
  }
  const slugs = new Set([...Object.keys(before.overrides), ...Object.keys(after.overrides)]);
  for (const slug of [...slugs].sort()) {
    const a: Record<string, string | undefined> = before.overrides[slug] ?? {};
    const b: Record<string, string | undefined> = after.overrides[slug] ?? {};
    for (const remote of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[remote] !== b[remote]) lines.push(change(`${slug} ${remote}`, a[remote], b[remote]));
    }
  }
  return lines;
}

function change(what: string, from: string | undefined, to: string | undefined): string {
  if (!from) return `+ ${what}: ${to}`;
  if (!to) return `- ${what}: ${from} (back to the default)`;
  return `~ ${what}: ${from} -> ${to}`;
}
