/**
 * LOCAL STAND-IN for the dealer dashboard (not the real dashboard, which is a third-party system we
 * cannot reach here): the demo generator's tenants held in memory, in the shapes of SPEC §7 and
 * contracts/src/dashboard. Tests and `npm start` (FORECOURT_DATA=dashboard) change stock through it.
 */
import {
  type Car,
  type DashboardSearchPageTemplates,
  type DashboardSearchSlugs,
  SEARCH_PAGE_DEFAULTS,
  type SiteConfig,
  type WebsiteSessionData,
} from '@forecourt/contracts';
import { iterateTenants } from '../demo/index.js';

export type StandInWebsite = {
  site: SiteConfig;
  cars: Map<string, Car>;
  session: WebsiteSessionData;
  searchSlugs: DashboardSearchSlugs;
  templates: DashboardSearchPageTemplates;
};

/** The search pages a demo site links (its default path and one per car type it has), as the dashboard lists them. */
function searchPages(site: SiteConfig): { slugs: DashboardSearchSlugs; templates: DashboardSearchPageTemplates } {
  const wanted = new Set<string>();
  const own = site.default_search_path.match(/^\/search\/([a-z0-9-]+)$/)?.[1];
  if (own) wanted.add(own);
  for (const t of site.stock_summary.car_types) if (t.count > 0) wanted.add(`${t.name}-cars`);
  const slugs = [...wanted]
    .filter((slug) => slug in SEARCH_PAGE_DEFAULTS)
    .map((slug) => ({ slug, filters: { ...(SEARCH_PAGE_DEFAULTS[slug] ?? {}) } as Record<string, string[]> }));
  const title = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return { slugs, templates: slugs.map(({ slug }) => ({ slug, title: title(slug), description: null })) };
}

export class StandInStore {
  readonly websites = new Map<number, StandInWebsite>();

  constructor(options: { now: number; tenants?: string[] }) {
    for (const t of iterateTenants({ now: options.now, validate: false })) {
      if (options.tenants && !options.tenants.includes(t.site.slug)) continue;
      const site = t.site as SiteConfig;
      const pages = searchPages(site);
      this.websites.set(site.id, {
        site,
        cars: new Map(t.cars.map((c) => [c.slug, c])),
        session: { navigation: site.navigation, special_hours: site.special_hours, locations: t.locations },
        searchSlugs: pages.slugs,
        templates: pages.templates,
      });
    }
  }

  /** The website of a demo site slug (throws when it is not served). */
  website(slug: string): StandInWebsite {
    const w = [...this.websites.values()].find((x) => x.site.slug === slug);
    if (!w) throw new Error(`the stand-in dashboard does not serve ${slug}`);
    return w;
  }

  /** Changes fields of a car (price, status …), as a dealer editing it in the dashboard. */
  updateCar(site: string, slug: string, fields: Partial<Car>): Car {
    const w = this.website(site);
    const car = w.cars.get(slug);
    if (!car) throw new Error(`no car ${slug}`);
    const next = { ...car, ...fields };
    w.cars.set(slug, next);
    return next;
  }

  addCar(site: string, car: Car): void {
    this.website(site).cars.set(car.slug, car);
  }

  removeCar(site: string, slug: string): void {
    this.website(site).cars.delete(slug);
  }
}
