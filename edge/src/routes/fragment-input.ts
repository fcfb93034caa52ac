import type { SiteConfig } from '@forecourt/contracts';
import type { FragmentPlan } from '../compose/fragment-plan.js';
import type { Env } from '../env.js';
import { type LoaderName, runLoaders } from './loaders.js';

/**
 * What the edge sends a fragment's remote: the site config and the data its plan's loaders load. It
 * goes to the remote only — never into the page (the remote answers the props the browser may see).
 * A loader that finds nothing throws PageNotFound.
 */
export async function fragmentInput(
  env: Env,
  site: SiteConfig,
  plan: FragmentPlan<LoaderName>,
  params: Record<string, string>,
  url: URL,
): Promise<Record<string, unknown>> {
  return { site, ...(plan.load ? await runLoaders(plan.load, env, site, params, url) : {}) };
}
