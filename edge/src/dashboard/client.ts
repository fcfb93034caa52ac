/**
 * SPEC §7 dealer dashboard client: Basic auth, a timeout per attempt and up to DASHBOARD_FETCH_RETRIES
 * retries (network errors, timeouts, 429 and 5xx; another 4xx is an answer, not a hiccup). Every body is
 * parsed with its contracts schema: a bad answer is an `{ ok: false }` the caller logs and never stores.
 */
import {
  type Car,
  DASHBOARD_FETCH_RETRIES,
  type DashboardCarPage,
  DashboardCarPageSchema,
  type DashboardSearchPageTemplates,
  DashboardSearchPageTemplatesSchema,
  type DashboardSearchSlugs,
  DashboardSearchSlugsSchema,
  parseDashboardCar,
  type WebsiteSessionData,
  WebsiteSessionDataSchema,
} from '@forecourt/contracts';
import * as z from 'zod';
import type { Env } from '../env.js';
import { optionalEnv } from '../search/select.js';

export type DashboardConfig = {
  /** Base URL, no trailing slash (e.g. https://dashboard.example.com). */
  url: string;
  /** `Authorization: Basic …` value. */
  authorization: string;
  timeoutMs: number;
  /** Delay before retry n (ms × n); tests pass 0. */
  retryDelayMs: number;
  fetch: typeof fetch;
};

/** A dashboard answer: its parsed value, or why there is none (logged by the caller, never stored). */
export type DashboardAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

/** Largest body read from the dashboard (a car page of 1,000 cars is ~3 MB). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

const DashboardEnvSchema = z.object({
  DASHBOARD_URL: optionalEnv(z.string().url()),
  DASHBOARD_USER: optionalEnv(z.string()),
  DASHBOARD_API_KEY: optionalEnv(z.string()),
  DASHBOARD_TIMEOUT_MS: optionalEnv(z.coerce.number().int().positive()),
});

/** The client's settings from the edge's env; null when no dashboard is configured (DASHBOARD_URL unset). */
export function dashboardConfig(
  env: Pick<Env, 'DASHBOARD_URL' | 'DASHBOARD_USER' | 'DASHBOARD_API_KEY' | 'DASHBOARD_TIMEOUT_MS'>,
): DashboardConfig | null {
  const parsed = DashboardEnvSchema.safeParse(env);
  if (!parsed.success) {
    console.error('[dashboard] env is invalid:', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
    return null;
  }
  const { DASHBOARD_URL: url, DASHBOARD_USER: user = 'forecourt', DASHBOARD_API_KEY: key = '' } = parsed.data;
  if (!url) return null;
  return {
    url: url.replace(/\/+$/, ''),
    authorization: `Basic ${btoa(`${user}:${key}`)}`,
    timeoutMs: parsed.data.DASHBOARD_TIMEOUT_MS ?? 10_000,
    retryDelayMs: 250,
    fetch: (input, init) => fetch(input, init),
  };
}

type RawAnswer = { ok: true; status: number; body: unknown } | { ok: false; error: string };

const retryable = (status: number) => status === 429 || status >= 500;

/** One GET with retries; a 2xx or a 404 with a JSON body is an answer. */
async function getJson(cfg: DashboardConfig, path: string): Promise<RawAnswer> {
  let last = 'no attempt';
  for (let attempt = 0; attempt <= DASHBOARD_FETCH_RETRIES; attempt++) {
    if (attempt > 0 && cfg.retryDelayMs > 0) await new Promise((r) => setTimeout(r, cfg.retryDelayMs * attempt));
    try {
      const res = await cfg.fetch(`${cfg.url}${path}`, {
        headers: { authorization: cfg.authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      if (!res.ok && res.status !== 404) {
        await res.body?.cancel();
        last = `HTTP ${res.status}`;
        if (retryable(res.status)) continue;
        return { ok: false, error: last };
      }
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > MAX_BODY_BYTES) {
        await res.body?.cancel();
        return { ok: false, error: `body of ${length} bytes is over ${MAX_BODY_BYTES}` };
      }
      const text = await res.text();
      if (text.length > MAX_BODY_BYTES) return { ok: false, error: `body is over ${MAX_BODY_BYTES} bytes` };
      try {
        return { ok: true, status: res.status, body: JSON.parse(text) };
      } catch {
        return { ok: false, error: `HTTP ${res.status} with a body that is not JSON` };
      }
    } catch (error) {
      last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }
  return { ok: false, error: `${last} after ${DASHBOARD_FETCH_RETRIES} retries` };
}

async function getParsed<T>(cfg: DashboardConfig, path: string, schema: z.ZodType<T>): Promise<DashboardAnswer<T>> {
  const raw = await getJson(cfg, path);
  if (!raw.ok) return { ok: false, error: `${path}: ${raw.error}` };
  if (raw.status === 404) return { ok: false, error: `${path}: HTTP 404` };
  const parsed = schema.safeParse(raw.body);
  if (!parsed.success) return { ok: false, error: `${path}: ${issues(parsed.error)}` };
  return { ok: true, value: parsed.data };
}

const issues = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');

/**
 * `GET {dashboard}/websites/{websiteId}/cars/{slug}.json`: the car, or null when the body's status is
 * '404' (SPEC §7 "means false").
 */
export async function fetchDashboardCar(
  cfg: DashboardConfig,
  websiteId: number,
  slug: string,
): Promise<DashboardAnswer<Car | null>> {
  const path = `/websites/${websiteId}/cars/${encodeURIComponent(slug)}.json`;
  const raw = await getJson(cfg, path);
  if (!raw.ok) return { ok: false, error: `${path}: ${raw.error}` };
  const car = parseDashboardCar(raw.body);
  if (!car.ok) return { ok: false, error: `${path}: ${car.error}` };
  if (car.car && car.car.slug !== slug) return { ok: false, error: `${path}: answered car ${car.car.slug}` };
  return { ok: true, value: car.car };
}

/** `GET {dashboard}/websites/{websiteId}/cars.json?page=N` (ours, not SPEC §7: the list a sync needs). */
export const fetchDashboardCarPage = (
  cfg: DashboardConfig,
  websiteId: number,
  page: number,
): Promise<DashboardAnswer<DashboardCarPage>> =>
  getParsed(cfg, `/websites/${websiteId}/cars.json?page=${page}`, DashboardCarPageSchema);

/** `GET {dashboard}/websites/{id}/pages/search_slugs.json` (cached 7 days by dashboard-cache.ts). */
export const fetchSearchSlugs = (
  cfg: DashboardConfig,
  websiteId: number,
): Promise<DashboardAnswer<DashboardSearchSlugs>> =>
  getParsed(cfg, `/websites/${websiteId}/pages/search_slugs.json`, DashboardSearchSlugsSchema);

/** `GET {dashboard}/websites/{id}/search_page_templates.json` (cached 7 days by dashboard-cache.ts). */
export const fetchSearchPageTemplates = (
  cfg: DashboardConfig,
  websiteId: number,
): Promise<DashboardAnswer<DashboardSearchPageTemplates>> =>
  getParsed(cfg, `/websites/${websiteId}/search_page_templates.json`, DashboardSearchPageTemplatesSchema);

/** `GET {dashboard}/api/v1/websites/{id}/website_session_data.json`: navigation, special hours, locations. */
export const fetchSessionData = (
  cfg: DashboardConfig,
  websiteId: number,
): Promise<DashboardAnswer<WebsiteSessionData>> =>
  getParsed(cfg, `/api/v1/websites/${websiteId}/website_session_data.json`, WebsiteSessionDataSchema);
