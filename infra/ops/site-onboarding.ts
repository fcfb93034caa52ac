/**
 * Onboarding a dealer without code: `pnpm ops sites add|update <config file> [--dry-run]` writes a
 * site configuration validated with contracts SiteConfigSchema (`site:<slug>`) and its host names
 * (`host:<host>` → slug) to KV, printing what changes first; `pnpm ops sites check` validates every site
 * in KV. The plan is worked out from what KV holds (planSiteWrite) so the CLI and the integration test
 * write exactly the same entries.
 */
import { SiteConfigSchema } from '@forecourt/contracts';
import type { Kv } from './kv.js';
import { OpsError } from './routing-commands.js';

export type SiteWritePlan = { slug: string; entries: Record<string, string>; diff: string[] };
/** What KV holds for a config: its stored JSON and the slug each of its hosts points to now. */
export type SiteKvState = { stored: string | null; hostOwners: Record<string, string | null> };

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `  ${i.path.map(String).join('.') || '(config)'}: ${i.message}`);

const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > 100 ? `${s.slice(0, 97)}...` : s;
};

/** The config a file holds (JSON), checked with SiteConfigSchema; the stored form keeps the file's own fields. */
export function parseSiteConfigText(text: string): { slug: string; hosts: string[]; raw: Record<string, unknown> } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new OpsError(`the config file is not JSON: ${(error as Error).message}`);
  }
  const parsed = SiteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new OpsError(`the config fails the site schema:\n${issues(parsed.error).join('\n')}`);
  return { slug: parsed.data.slug, hosts: parsed.data.hosts, raw: raw as Record<string, unknown> };
}

/** The KV entries an add or update writes, and the diff to print; refuses what would break another site. */
export function planSiteWrite(
  mode: 'add' | 'update',
  config: ReturnType<typeof parseSiteConfigText>,
  state: SiteKvState,
): SiteWritePlan {
  const { slug, hosts, raw } = config;
  if (mode === 'add' && state.stored !== null) throw new OpsError(`site ${slug} already exists: use \`sites update\``);
  if (mode === 'update' && state.stored === null) throw new OpsError(`no site ${slug}: use \`sites add\``);
  const taken = hosts.filter((h) => state.hostOwners[h] && state.hostOwners[h] !== slug);
  if (taken.length)
    throw new OpsError(
      `hosts already serve another site: ${taken.map((h) => `${h} (${state.hostOwners[h]})`).join(', ')}`,
    );
  const before = state.stored ? (JSON.parse(state.stored) as Record<string, unknown>) : {};
  const diff: string[] = [];
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(raw)])].sort()) {
    const a = JSON.stringify(before[key]);
    const b = JSON.stringify(raw[key]);
    if (a === b) continue;
    if (!(key in before)) diff.push(`+ ${key}: ${short(raw[key])}`);
    else if (!(key in raw)) diff.push(`- ${key}: ${short(before[key])}`);
    else diff.push(`~ ${key}: ${short(before[key])} -> ${short(raw[key])}`);
  }
  const entries: Record<string, string> = {};
  const value = JSON.stringify(raw);
  if (value !== state.stored) entries[`site:${slug}`] = value;
  for (const host of hosts) {
    if (state.hostOwners[host] === slug) continue;
    entries[`host:${host}`] = slug;
    diff.push(`+ host:${host} -> ${slug}`);
  }
  return { slug, entries, diff };
}

/** `sites add|update`: plan from KV, print, write unless --dry-run. */
export function writeSite(kv: Kv, mode: 'add' | 'update', text: string, dryRun: boolean): string[] {
  const config = parseSiteConfigText(text);
  const got = kv.getMany([`site:${config.slug}`, ...config.hosts.map((h) => `host:${h}`)]);
  const state: SiteKvState = {
    stored: got[`site:${config.slug}`] ?? null,
    hostOwners: Object.fromEntries(config.hosts.map((h) => [h, got[`host:${h}`] ?? null])),
  };
  const plan = planSiteWrite(mode, config, state);
  if (Object.keys(plan.entries).length === 0) return [`${plan.slug}: no change`];
  if (!dryRun) kv.putMany(plan.entries);
  return [`${dryRun ? '[dry run] ' : ''}${mode} ${plan.slug} in ${kv.where}:`, ...plan.diff.map((l) => `  ${l}`)];
}

/** `sites check`: every `site:` entry against the schema, and every host it lists pointing back at it. */
export function checkSites(kv: Kv): { lines: string[]; failures: number } {
  const keys = kv.list('site:');
  const sites = kv.getMany(keys);
  const lines: string[] = [];
  let failures = 0;
  for (const key of keys) {
    const slug = key.slice('site:'.length);
    let parsed: ReturnType<typeof SiteConfigSchema.safeParse>;
    try {
      parsed = SiteConfigSchema.safeParse(JSON.parse(sites[key] ?? 'null'));
    } catch {
      failures++;
      lines.push(`✗ ${slug}: not JSON`);
      continue;
    }
    if (!parsed.success) {
      failures++;
      lines.push(`✗ ${slug}:`, ...issues(parsed.error));
      continue;
    }
    const owners = kv.getMany(parsed.data.hosts.map((h) => `host:${h}`));
    const stray = parsed.data.hosts.filter((h) => owners[`host:${h}`] !== slug);
    if (stray.length) {
      failures++;
      lines.push(`✗ ${slug}: hosts not mapped to it: ${stray.join(', ')}`);
    } else lines.push(`✓ ${slug}`);
  }
  lines.push(`${keys.length} sites, ${failures} failing`);
  return { lines, failures };
}
