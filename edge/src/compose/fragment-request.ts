import { FRAGMENT_CONTRACT_VERSION, type FragmentRequest, type SiteConfig } from '@forecourt/contracts';
import type { FragmentPlan } from './fragment-plan.js';

/** The FragmentRequest of one fragment of a page (the same for the page and for a retry of the fragment). */
export function fragmentRequest(
  page: { site: SiteConfig; host: string; url: URL; params: Record<string, string>; now: number },
  plan: FragmentPlan,
  props: Record<string, unknown>,
): FragmentRequest {
  return {
    contract: FRAGMENT_CONTRACT_VERSION,
    component: plan.component,
    fragmentId: plan.id,
    tenant: { slug: page.site.slug, host: page.host },
    locale: page.site.locale,
    route: { path: page.url.pathname, params: page.params, query: Object.fromEntries(page.url.searchParams) },
    props,
    now: page.now,
  };
}
