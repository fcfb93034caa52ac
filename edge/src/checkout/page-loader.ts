/**
 * The car of a checkout page ({vehicles}/:slug/checkout, /buy-online, /checkout-journey?car_id={slug}):
 * found as the car page finds it (site scope), with its live sold/reserved state from D1 and every SPEC §5
 * reason it cannot be reserved — checked again by the API at every step. An unknown car is a 404.
 */
import {
  type Car,
  CHECKOUT_MESSAGES,
  type PaymentProviderName,
  RESERVE_BLOCKER_MESSAGES,
  reserveBlockers,
  reserveDeposit,
  type SiteConfig,
} from '@forecourt/contracts';
import { loadCarPage } from '../cars/page-loader.js';
import type { Env } from '../env.js';
import { PageNotFound } from '../http/page-not-found.js';
import { paymentProviderFor } from './select-provider.js';
import { carById } from './store.js';

export type CheckoutCarData = {
  car: Car;
  /** Why it cannot be reserved here (empty: it can). */
  reasons: string[];
  deposit: number;
  provider: PaymentProviderName | null;
  publishableKey: string | null;
};

export async function loadCheckoutCar(env: Env, site: SiteConfig, slug: string): Promise<CheckoutCarData> {
  const page = await loadCarPage(env, site, slug);
  if (!page.found) throw new PageNotFound(slug);
  const live = await carById(env.DB, page.car.id);
  const car = live ? { ...page.car, status: live.status, sold: live.sold, reserved: live.reserved } : page.car;
  const reasons = reserveBlockers(car, site).map((b) => RESERVE_BLOCKER_MESSAGES[b]);
  const provider = paymentProviderFor(env, site)?.name ?? null;
  if (!provider && reasons.length === 0) reasons.push(CHECKOUT_MESSAGES.unavailable);
  const dealership = site.dealerships.find((d) => d.id === car.dealership_id) ?? site.dealerships[0];
  return {
    car,
    reasons,
    deposit: reserveDeposit(car),
    provider,
    publishableKey: provider === 'stripe' ? (dealership?.payment_publishable_key ?? null) : null,
  };
}
