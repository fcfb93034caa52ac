/**
 * LOCAL STAND-IN for the dealer dashboard (not the real dashboard, which is a third-party system we
 * cannot reach here): the demo generator's tenants held in memory, in the shapes of SPEC §7 and
 * contracts/src/dashboard. Tests and `npm start` (FORECOURT_DATA=dashboard) change stock through it.
 */
import type {
  Car,
  DashboardSearchPageTemplates,
  DashboardSearchSlugs,
  SiteConfig,
  WebsiteSessionData,
} from '@forecourt/contracts';
import { demoSearchPages, iterateTenants } from '../demo/index.js';

export type StandInWebsite = {
  site: SiteConfig;
  cars: Map<string, Car>;
  session: WebsiteSessionData;
  searchSlugs: DashboardSearchSlugs;
  templates: DashboardSearchPageTemplates;
};

export class StandInStore {
  readonly websites = new Map<number, StandInWebsite>();

  constructor(options: { now: number; tenants?: string[] }) {
    for (const t of iterateTenants({ now: options.now, validate: false })) {
      if (options.tenants && !options.tenants.includes(t.site.slug)) continue;
      const site = t.site as SiteConfig;
      const pages = demoSearchPages(site);
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
