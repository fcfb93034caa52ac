import type { RemoteName } from './fragment.schema.js';
import type { RoutingTable } from './routing.schema.js';

/** How many routing changes the table remembers for rollback. */
export const ROUTING_HISTORY_LIMIT = 200;

function withChange(
  table: RoutingTable,
  slug: string,
  remote: RemoteName,
  to: string | null,
  at: string,
): RoutingTable {
  const from = table.overrides[slug]?.[remote] ?? null;
  const overrides = { ...table.overrides, [slug]: { ...table.overrides[slug] } };
  if (to === null) delete overrides[slug]![remote];
  else overrides[slug]![remote] = to;
  if (Object.keys(overrides[slug]!).length === 0) delete overrides[slug];
  return {
    ...table,
    revision: table.revision + 1,
    overrides,
    history: [...table.history, { slug, remote, from, to, at }].slice(-ROUTING_HISTORY_LIMIT),
  };
}

/**
 * Pins one dealer to a version of a remote (the others keep theirs). Bumps the revision.
 * @example setRemoteOverride(t, 'harbourside', 'content', '1.0.0', now)
 */
export function setRemoteOverride(
  table: RoutingTable,
  slug: string,
  remote: RemoteName,
  version: string,
  at: string,
): RoutingTable {
  return withChange(table, slug, remote, version, at);
}

/**
 * Undoes the dealer's last change for that remote: restores the override it replaced, or removes
 * the override (back to the default) when there was none. Null when there is nothing to undo.
 */
export function rollbackRemoteOverride(
  table: RoutingTable,
  slug: string,
  remote: RemoteName,
  at: string,
): RoutingTable | null {
  const last = [...table.history].reverse().find((h) => h.slug === slug && h.remote === remote);
  if (!last) return null;
  const rolled = withChange(table, slug, remote, last.from, at);
  // The rollback itself is not a change to roll back again: drop both entries from history.
  const history = table.history.filter((h) => h !== last);
  return { ...rolled, history };
}

/** Sets the version every dealer without an override gets. */
export function setRemoteDefault(table: RoutingTable, remote: RemoteName, version: string): RoutingTable {
  return { ...table, revision: table.revision + 1, defaults: { ...table.defaults, [remote]: version } };
}
