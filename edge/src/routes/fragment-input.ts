import type { SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { runLoaders } from './loaders.js';
import type { FragmentPlan } from './page-plan.js';

/**
 * What the edge sends a fragment's remote: the site config and the data its plan's loaders load. It
 * goes to the remote only — never into the page (the remote answers the props the browser may see).
 * A loader that finds nothing throws PageNotFound.
 */
export async function fragmentInput(
  env: Env,
  site: SiteConfig,
  plan: FragmentPlan,
  params: Record<string, string>,
  url: URL,
): Promise<Record<string, unknown>> {
  return { site, ...(plan.load ? await runLoaders(plan.load, env, site, params, url) : {}) };
}
