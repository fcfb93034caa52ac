/**
 * Onboarding a dealer without code: `pnpm ops sites add|update <config file> [--dry-run]` completes a
 * JSONC config (sites-derive.ts), checks it with contracts SiteConfigSchema, and writes it (`site:<slug>`)
 * with its host names (`host:<host>` → slug) to KV, printing what changes first. A host the config no
 * longer lists is deleted from the host index, so it stops serving. `sites remove` takes a site off;
 * `sites check` validates every site in three KV reads. The plan is worked out from what KV holds
 * (planSiteWrite), so the CLI and the integration tests write exactly the same entries.
 */
import { SiteConfigSchema } from '@forecourt/contracts';
import type { Kv } from './kv.js';
import { type HistoryEntry, historyKey } from './kv-history.js';
import { OpsError } from './routing-commands.js';
import { type DeriveContext, deriveSite, idOwners } from './sites-derive.js';
import { parseJsonc } from './sites-jsonc.js';

type Obj = Record<string, unknown>;
type Maybe<T> = T | Promise<T>;
/** The KV reads a plan needs: the wrangler Kv of the CLI, or Miniflare's namespace in the tests. */
export type SiteStore = {
  list(prefix: string): Maybe<string[]>;
  getMany(keys: string[]): Maybe<Record<string, string | null>>;
};

export type SiteWritePlan = {
  slug: string;
  puts: Record<string, string>;
  deletes: string[];
  diff: string[];
  /** Hosts of the config / hosts it dropped, as the dealer-domain sync wants them. */
  hosts: { now: string[]; dropped: string[] };
  /** The site config a put or delete replaces (null: it is new), kept in KV history (kv-history.ts). */
  replaced: Record<string, string | null>;
};

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `  ${i.path.map(String).join('.') || '(config)'}: ${i.message}`);

const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > 100 ? `${s.slice(0, 97)}...` : s;
};

const parseObject = (raw: string | null): Obj | null => {
  try {
    const v = raw ? JSON.parse(raw) : null;
    return typeof v === 'object' && v !== null ? (v as Obj) : null;
  } catch {
    return null;
  }
};

/** Every stored site config by slug (one list, one bulk read). */
async function storedSites(store: SiteStore): Promise<Record<string, Obj>> {
  const keys = await store.list('site:');
  const raw = await store.getMany(keys);
  return Object.fromEntries(keys.map((k) => [k.slice('site:'.length), parseObject(raw[k] ?? null) ?? {}]));
}

/** A config file's text (JSON or JSONC) as an object with a slug. */
export function parseSiteConfigText(text: string): Obj & { slug: string } {
  const raw = parseJsonc(text);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new OpsError('the config file holds no object');
  const slug = (raw as Obj).slug;
  if (typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug))
    throw new OpsError('the config fails the site schema:\n  slug: lower-case letters, digits and dashes');
  return raw as Obj & { slug: string };
}

function fieldDiff(before: Obj, after: Obj): string[] {
  const diff: string[] = [];
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (!(key in before)) diff.push(`+ ${key}: ${short(after[key])}`);
    else if (!(key in after)) diff.push(`- ${key}: ${short(before[key])}`);
    else diff.push(`~ ${key}: ${short(before[key])} -> ${short(after[key])}`);
  }
  return diff;
}

/** The KV entries an add or update writes and deletes, and the diff to print; refuses what would break another site. */
export async function planSiteWrite(
  mode: 'add' | 'update',
  text: string,
  store: SiteStore,
  deps: Pick<DeriveContext, 'stockSummary' | 'usedIds'> = {},
): Promise<SiteWritePlan> {
  const raw = parseSiteConfigText(text);
  const { slug } = raw;
  const { [slug]: stored, ...others } = await storedSites(store);
  if (mode === 'add' && stored) throw new OpsError(`site ${slug} already exists: use \`sites update\``);
  if (mode === 'update' && !stored) throw new OpsError(`no site ${slug}: use \`sites add\``);
  const config = await deriveSite(raw, { ...deps, others, stored: stored ?? null });
  const parsed = SiteConfigSchema.safeParse(config);
  if (!parsed.success) throw new OpsError(`the config fails the site schema:\n${issues(parsed.error).join('\n')}`);
  const hosts = parsed.data.hosts;
  // The edge looks hosts up lower-cased, without a trailing dot: any other spelling would never serve.
  const unusable = hosts.filter((h) => !/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(h));
  if (unusable.length) throw new OpsError(`hosts must be lower-case host names: ${unusable.join(', ')}`);
  const before = Array.isArray(stored?.hosts) ? (stored.hosts as string[]) : [];
  const dropped = before.filter((h) => !hosts.includes(h));
  const owners = await store.getMany([...hosts, ...dropped].map((h) => `host:${h}`));
  const owner = (h: string) => owners[`host:${h}`] ?? null;
  const taken = hosts.filter((h) => owner(h) && owner(h) !== slug);
  if (taken.length)
    throw new OpsError(`hosts already serve another site: ${taken.map((h) => `${h} (${owner(h)})`).join(', ')}`);
  const diff = fieldDiff(stored ?? {}, config);
  const puts: Record<string, string> = {};
  const value = JSON.stringify(config);
  const replaced: Record<string, string | null> = {};
  if (value !== JSON.stringify(stored)) {
    puts[`site:${slug}`] = value;
    replaced[`site:${slug}`] = stored ? JSON.stringify(stored) : null;
  }
  for (const host of hosts.filter((h) => owner(h) !== slug)) {
    puts[`host:${host}`] = slug;
    diff.push(`+ host:${host} -> ${slug}`);
  }
  const deletes = dropped.filter((h) => owner(h) === slug).map((h) => `host:${h}`);
  for (const key of deletes) diff.push(`- ${key} (stops serving)`);
  return { slug, puts, deletes, diff, hosts: { now: hosts, dropped }, replaced };
}

/** `sites remove <slug>`: the site and every host entry pointing at it. */
export async function planSiteRemoval(slug: string, store: SiteStore): Promise<SiteWritePlan> {
  const stored = parseObject((await store.getMany([`site:${slug}`]))[`site:${slug}`] ?? null);
  if (!stored) throw new OpsError(`no site ${slug}`);
  const hosts = Array.isArray(stored.hosts) ? (stored.hosts as string[]) : [];
  const owners = await store.getMany(hosts.map((h) => `host:${h}`));
  const deletes = [`site:${slug}`, ...hosts.filter((h) => owners[`host:${h}`] === slug).map((h) => `host:${h}`)];
  return {
    slug,
    puts: {},
    deletes,
    diff: deletes.map((k) => `- ${k}`),
    hosts: { now: [], dropped: hosts },
    replaced: { [`site:${slug}`]: JSON.stringify(stored) },
  };
}

/**
 * Writes a plan to the CLI's KV unless dryRun; the lines to print. The site config it replaces or
 * deletes is kept in KV history in the same write (`pnpm ops config history site:<slug>` / `restore`).
 */
export function applySitePlan(
  kv: Kv,
  plan: SiteWritePlan,
  label: string,
  dryRun: boolean,
  by = process.env.USER ?? 'ops',
): string[] {
  if (Object.keys(plan.puts).length === 0 && plan.deletes.length === 0) return [`${plan.slug}: no change`];
  if (!dryRun) {
    const at = new Date().toISOString();
    const kept = Object.entries(plan.replaced).map(([key, value]): [string, string] => {
      const entry: HistoryEntry = { key, value, replaced_at: at, by, reason: `sites ${label}` };
      return [historyKey(key, at), JSON.stringify(entry)];
    });
    kv.putMany({ ...Object.fromEntries(kept), ...plan.puts });
    kv.deleteMany(plan.deletes);
  }
  return [`${dryRun ? '[dry run] ' : ''}${label} ${plan.slug} in ${kv.where}:`, ...plan.diff.map((l) => `  ${l}`)];
}

/** `sites check`: every site against the schema, its hosts pointing back, and ids no other site uses. */
export async function checkSites(
  store: SiteStore,
): Promise<{ lines: string[]; failures: number; hosts: Record<string, string[]> }> {
  const sites = await storedSites(store);
  const allHosts = Object.values(sites).flatMap((s) => (Array.isArray(s.hosts) ? (s.hosts as string[]) : []));
  const owners = await store.getMany([...new Set(allHosts)].map((h) => `host:${h}`));
  const lines: string[] = [];
  const hosts: Record<string, string[]> = {};
  let failures = 0;
  for (const [slug, config] of Object.entries(sites)) {
    const parsed = SiteConfigSchema.safeParse(config);
    if (!parsed.success) {
      failures++;
      lines.push(`✗ ${slug}:`, ...issues(parsed.error));
      continue;
    }
    hosts[slug] = parsed.data.hosts;
    const stray = parsed.data.hosts.filter((h) => owners[`host:${h}`] !== slug);
    const { [slug]: _self, ...others } = sites;
    const theirs = idOwners(others);
    const clashes = [...idOwners({ [slug]: config }).keys()].filter((k) => theirs.has(k));
    const problems = [
      ...(stray.length ? [`hosts not mapped to it: ${stray.join(', ')}`] : []),
      ...(clashes.length ? [`ids another site uses: ${clashes.map((k) => `${k} (${theirs.get(k)})`).join(', ')}`] : []),
    ];
    if (problems.length) failures++;
    lines.push(problems.length ? `✗ ${slug}: ${problems.join('; ')}` : `✓ ${slug}`);
  }
  lines.push(`${Object.keys(sites).length} sites, ${failures} failing`);
  return { lines, failures, hosts };
}
