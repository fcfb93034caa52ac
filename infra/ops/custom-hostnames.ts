/**
 * Dealers' own domains through Cloudflare for SaaS: the custom_hostnames endpoints of the platform's
 * zone (https://developers.cloudflare.com/api/resources/custom_hostnames/), over fetch with the deploy
 * token. `sites add|update` make a site's dealer hosts exist there and delete the ones a config
 * dropped; `sites check` reads their verification and certificate status. Tested against a local
 * stand-in of these endpoints (tests/support/cloudflare-custom-hostnames-stand-in.ts).
 */
import { z } from 'zod';
import { OpsError } from './routing-commands.js';

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

const CustomHostnameSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: z.string(),
  ssl: z
    .object({
      status: z.string(),
      validation_records: z
        .array(z.object({ txt_name: z.string().optional(), txt_value: z.string().optional() }).passthrough())
        .optional(),
      validation_errors: z.array(z.object({ message: z.string() })).optional(),
    })
    .passthrough()
    .nullable()
    .optional(),
  ownership_verification: z.object({ type: z.string(), name: z.string(), value: z.string() }).optional(),
  verification_errors: z.array(z.string()).optional(),
});
export type CustomHostname = z.infer<typeof CustomHostnameSchema>;

const EnvelopeSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number().optional(), message: z.string() })).default([]),
  result: z.unknown(),
  result_info: z.object({ total_pages: z.number().optional() }).passthrough().nullish(),
});

export type CustomHostnamesClient = {
  /** The zone's custom hostname of that name, null when there is none. */
  find(hostname: string): Promise<CustomHostname | null>;
  /** Every custom hostname of the zone (all pages). */
  list(): Promise<CustomHostname[]>;
  /** Creates one with a DV certificate validated over HTTP (the dealer's CNAME makes that work). */
  create(hostname: string): Promise<CustomHostname>;
  remove(id: string): Promise<void>;
};

/** A client for one zone; `baseUrl` points it at a stand-in in tests. */
export function customHostnamesClient(o: {
  zoneId: string;
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
}): CustomHostnamesClient {
  const root = `${o.baseUrl ?? CLOUDFLARE_API}/zones/${encodeURIComponent(o.zoneId)}/custom_hostnames`;
  async function call(method: string, path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new OpsError(`Cloudflare API unreachable (${method} custom_hostnames${path}): ${(error as Error).message}`);
    }
    const parsed = EnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success || !parsed.data.success || !response.ok) {
      const why = parsed.success ? parsed.data.errors.map((e) => `${e.code ?? ''} ${e.message}`.trim()).join('; ') : '';
      throw new OpsError(
        `Cloudflare API ${method} custom_hostnames${path}: HTTP ${response.status} ${why || 'unexpected answer'}`,
      );
    }
    return parsed.data;
  }
  return {
    async find(hostname) {
      const { result } = await call('GET', `?hostname=${encodeURIComponent(hostname)}`);
      return (
        z
          .array(CustomHostnameSchema)
          .parse(result)
          .find((h) => h.hostname === hostname) ?? null
      );
    },
    async list() {
      const all: CustomHostname[] = [];
      for (let page = 1; ; page++) {
        const { result, result_info } = await call('GET', `?page=${page}&per_page=50`);
        all.push(...z.array(CustomHostnameSchema).parse(result));
        if (page >= (result_info?.total_pages ?? 1)) return all;
      }
    },
    async create(hostname) {
      const body = { hostname, ssl: { method: 'http', type: 'dv', settings: { min_tls_version: '1.2' } } };
      return CustomHostnameSchema.parse((await call('POST', '', body)).result);
    },
    async remove(id) {
      await call('DELETE', `/${encodeURIComponent(id)}`);
    },
  };
}

/** A dealer's own domain: every host except the local `*.localhost` names. */
export const isDealerDomain = (host: string) => !/(^|\.)localhost(:\d+)?$/.test(host);

/** One line of `sites check` for a hostname. */
export function hostnameStatus(host: string, h: CustomHostname | undefined): string {
  if (!h) return `  ${host}: no Cloudflare custom hostname (run \`sites update\` with --env)`;
  const cert = h.ssl?.status ?? 'none';
  const todo =
    h.status === 'active' && cert === 'active'
      ? ''
      : ` — waiting for the dealer's CNAME${h.ownership_verification ? ` (or TXT ${h.ownership_verification.name}=${h.ownership_verification.value})` : ''}`;
  const errors = [...(h.verification_errors ?? []), ...(h.ssl?.validation_errors ?? []).map((e) => e.message)];
  return `  ${host}: hostname ${h.status}, certificate ${cert}${todo}${errors.length ? `; ${errors.join('; ')}` : ''}`;
}

/** Makes `ensure` exist and `remove` gone in the zone; the lines say what was done. */
export async function syncCustomHostnames(
  client: CustomHostnamesClient,
  change: { ensure: string[]; remove: string[] },
): Promise<string[]> {
  const lines: string[] = [];
  for (const host of change.ensure) {
    const found = await client.find(host);
    if (found) continue;
    const made = await client.create(host);
    lines.push(`  + custom hostname ${host} (${made.status}, certificate ${made.ssl?.status ?? 'none'})`);
  }
  for (const host of change.remove) {
    const found = await client.find(host);
    if (!found) continue;
    await client.remove(found.id);
    lines.push(`  - custom hostname ${host} deleted`);
  }
  return lines;
}
