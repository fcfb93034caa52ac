import type { SiteConfig } from '@forecourt/contracts';
import { PAGE_PLANS, type PagePlan } from './page-plan.js';

export type RouteMatch = { plan: PagePlan; params: Record<string, string> };

/** Expands the site tokens of a pattern: `{vehicles}/:slug` → `/motorcycles/:slug`. */
export function expandPattern(pattern: string, site: Pick<SiteConfig, 'vehicle_base_path' | 'garage_path'>): string {
  return pattern.replace('{vehicles}', site.vehicle_base_path).replace('{garage}', site.garage_path);
}

/**
 * Matches one pattern against a path. Segments are compared literally, `:name` takes one decoded
 * segment, a trailing `*` takes the rest (at least one segment). Trailing slashes are ignored.
 * @example matchPattern('/cars/:slug', '/cars/2020-toyota') → { slug: '2020-toyota' }
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const pat = pattern.split('/').filter(Boolean);
  const parts = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i]!;
    if (p === '*') {
      if (parts.length <= i) return null;
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (p.startsWith(':')) {
      try {
        params[p.slice(1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (p !== part) return null;
  }
  return parts.length === pat.length ? params : null;
}

/** The first plan (in table order) whose pattern matches, for this site (and query: a plan's `when`). */
export function matchRoute(
  site: SiteConfig,
  path: string,
  query: URLSearchParams = new URLSearchParams(),
): RouteMatch | null {
  for (const plan of PAGE_PLANS) {
    const params = matchPattern(expandPattern(plan.pattern, site), path);
    if (params && (!plan.when || plan.when(site, path, query))) return { plan, params };
  }
  return null;
}
