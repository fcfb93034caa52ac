/** The `pnpm ops sites …` commands (dispatched from cli.ts): files, D1 and Cloudflare around site-onboarding. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { storedStockSummary } from '../../edge/src/cars/stock-summary.js';
import type { SyncDb } from '../../edge/src/search/sync.js';
import { type Environment, environmentValues } from '../release/environments.js';
import { openD1 } from '../search/d1.js';
import {
  type CustomHostnamesClient,
  customHostnamesClient,
  hostnameStatus,
  isDealerDomain,
  syncCustomHostnames,
} from './custom-hostnames.js';
import { type Kv, PERSIST } from './kv.js';
import { OpsError } from './routing-commands.js';
import { applySitePlan, checkSites, planSiteRemoval, planSiteWrite, type SiteWritePlan } from './site-onboarding.js';
import type { DeriveContext, UsedIds } from './sites-derive.js';
import { type SiteKind, siteTemplate } from './sites-init.js';

/** `sites init`: the starting file, never over an existing one. */
export function sitesInit(slug: string, kind: SiteKind, out = `${slug}.site.jsonc`): string[] {
  if (!/^[a-z0-9-]+$/.test(slug)) throw new OpsError('the slug takes lower-case letters, digits and dashes');
  if (existsSync(out)) throw new OpsError(`${out} exists: not overwritten`);
  writeFileSync(out, siteTemplate(slug, kind));
  return [`wrote ${out} (${kind}): edit it, then \`pnpm ops sites add ${out} --dry-run\``];
}

/** The Cloudflare for SaaS client of an environment (token from CLOUDFLARE_API_TOKEN, zone SAAS_ZONE_ID). */
function hostnamesFor(env: Environment): CustomHostnamesClient {
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const zoneId = environmentValues(env, { dryRun: false }).SAAS_ZONE_ID;
  if (!token || !zoneId)
    throw new OpsError(
      `dealer domains need CLOUDFLARE_API_TOKEN and SAAS_ZONE_ID (FORECOURT_${env.toUpperCase()}_SAAS_ZONE_ID or environments.json)`,
    );
  return customHostnamesClient({ zoneId, token, baseUrl: process.env.CLOUDFLARE_API_BASE_URL });
}

/** What add/update read from D1: the stock summary, and the highest dealership and location ids in use. */
async function withD1<T>(
  env: Environment | undefined,
  use: (deps: Pick<DeriveContext, 'stockSummary' | 'usedIds'>) => Promise<T>,
) {
  // The environment's D1 with --env (issue 33 part 4 makes --env the only switch to remote).
  const d1 = await openD1({ persistTo: PERSIST, remote: Boolean(env) });
  const read = async <R>(what: () => Promise<R>) => {
    try {
      return await what();
    } catch (error) {
      throw new OpsError(`cannot read D1 (migrated? \`pnpm seed\`): ${(error as Error).message}`);
    }
  };
  try {
    return await use({
      stockSummary: (ids) => read(() => storedStockSummary(d1.db, ids)),
      usedIds: () => read(() => usedIdsIn(d1.db)),
    });
  } finally {
    await d1.close();
  }
}

/** The highest dealership and location ids D1 holds (rows of a removed site keep theirs). */
export async function usedIdsIn(db: SyncDb): Promise<UsedIds> {
  const { results } = await db
    .prepare(
      `SELECT (SELECT max(m) FROM (SELECT max(id) AS m FROM dealerships UNION ALL SELECT max(dealership_id) FROM cars)) AS dealership,
              (SELECT max(m) FROM (SELECT max(id) AS m FROM locations UNION ALL SELECT max(location_id) FROM cars)) AS location`,
    )
    .all<{ dealership: number | null; location: number | null }>();
  return { dealership: results[0]?.dealership ?? 0, location: results[0]?.location ?? 0 };
}

/**
 * Creates and deletes the plan's dealer domains in Cloudflare; `client` is null on a local run (no
 * --env), which only says what it skipped.
 */
export async function dealerDomains(
  plan: Pick<SiteWritePlan, 'hosts'>,
  client: (() => CustomHostnamesClient) | null,
  dryRun: boolean,
): Promise<string[]> {
  const ensure = plan.hosts.now.filter(isDealerDomain);
  const remove = plan.hosts.dropped.filter(isDealerDomain);
  if (ensure.length + remove.length === 0) return [];
  const names = [...ensure.map((h) => `+${h}`), ...remove.map((h) => `-${h}`)].join(', ');
  if (!client) return [`  dealer domains (${names}): skipped on a local run; Cloudflare custom hostnames need --env`];
  if (dryRun) return [`  [dry run] Cloudflare custom hostnames to sync: ${names}`];
  return syncCustomHostnames(client(), { ensure, remove });
}

const clientOf = (env: Environment | undefined) => (env ? () => hostnamesFor(env) : null);

/** Hosts inside the SaaS zone itself need no custom hostname: the edge's route and the zone's certificate serve them. */
function outsideZone<P extends Pick<SiteWritePlan, 'hosts'>>(plan: P, env: Environment | undefined): P {
  const zone = env ? environmentValues(env, { dryRun: false }).SAAS_ZONE_NAME : undefined;
  if (!zone) return plan;
  const keep = (h: string) => h !== zone && !h.endsWith(`.${zone}`);
  return { ...plan, hosts: { now: plan.hosts.now.filter(keep), dropped: plan.hosts.dropped.filter(keep) } };
}

export async function sitesWrite(
  kv: Kv,
  env: Environment | undefined,
  mode: 'add' | 'update',
  file: string,
  dryRun: boolean,
): Promise<string[]> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new OpsError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const plan = await withD1(env, (deps) => planSiteWrite(mode, text, kv, deps));
  return [
    ...applySitePlan(kv, plan, mode, dryRun),
    ...(await dealerDomains(outsideZone(plan, env), clientOf(env), dryRun)),
  ];
}

export async function sitesRemove(
  kv: Kv,
  env: Environment | undefined,
  slug: string,
  dryRun: boolean,
): Promise<string[]> {
  const plan = await planSiteRemoval(slug, kv);
  return [
    ...applySitePlan(kv, plan, 'remove', dryRun),
    ...(await dealerDomains(outsideZone(plan, env), clientOf(env), dryRun)),
  ];
}

/** The verification and certificate status of every dealer domain (hosts by site slug); null client: local. */
export async function dealerDomainStatus(
  hostsBySlug: Record<string, string[]>,
  client: (() => CustomHostnamesClient) | null,
): Promise<string[]> {
  const dealerHosts = Object.entries(hostsBySlug).flatMap(([slug, hosts]) =>
    hosts.filter(isDealerDomain).map((h) => [slug, h] as const),
  );
  if (dealerHosts.length === 0) return [];
  if (!client) return ['dealer domains: not checked on a local run (needs --env)'];
  const zone = new Map((await client().list()).map((h) => [h.hostname, h]));
  return [
    'dealer domains (Cloudflare custom hostnames):',
    ...dealerHosts.map(([slug, h]) => `${slug}${hostnameStatus(h, zone.get(h))}`),
  ];
}

/** `sites check`: the KV checks, and with --env each dealer domain's verification and certificate. */
export async function sitesCheck(kv: Kv, env: Environment | undefined): Promise<{ lines: string[]; failures: number }> {
  const result = await checkSites(kv);
  const hosts = Object.fromEntries(
    Object.entries(result.hosts).map(([slug, h]) => [
      slug,
      outsideZone({ hosts: { now: h, dropped: [] } }, env).hosts.now,
    ]),
  );
  return { ...result, lines: [...result.lines, ...(await dealerDomainStatus(hosts, clientOf(env)))] };
}
