import { type AdTrackingPayload, pushDataLayer } from '@forecourt/contracts';

/** SPEC §9 the car page's `view_item` (GA4 ecommerce) in the data layer: once a page view. */
export function pushViewItem(ad: AdTrackingPayload): void {
  pushDataLayer({ event: 'view_item', ecommerce: ad, ...ad });
}
