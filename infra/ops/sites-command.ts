/** The `pnpm ops sites …` commands (dispatched from cli.ts): files, D1 and Cloudflare around site-onboarding. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { StockSummary } from '@forecourt/contracts';
import { storedStockSummary } from '../../edge/src/cars/stock-summary.js';
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

/** The stock summary counted from the D1 the site's cars are in. */
async function withStockSummary<T>(
  env: Environment | undefined,
  use: (s: (ids: number[]) => Promise<StockSummary>) => Promise<T>,
) {
  const d1 = await openD1({ persistTo: PERSIST, remote: Boolean(env || process.env.CLOUDFLARE_API_TOKEN) });
  try {
    return await use(async (ids) => {
      try {
        return await storedStockSummary(d1.db, ids);
      } catch (error) {
        throw new OpsError(`cannot count the stock in D1 (migrated? \`pnpm seed\`): ${(error as Error).message}`);
      }
    });
  } finally {
    await d1.close();
  }
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
  const plan = await withStockSummary(env, (stockSummary) => planSiteWrite(mode, text, kv, { stockSummary }));
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
