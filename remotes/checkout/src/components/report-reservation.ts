import { adTrackingPayload, EVENT_IDS, trackLead } from '@forecourt/contracts';
import type { CheckoutPageProps } from '../pages/checkout-props.js';

/**
 * A confirmed reservation is a submitted lead (SPEC §9 event 40): the ad pixel hears of it like every lead
 * (`generate_lead` now, Facebook's Lead 250 ms later), with the car and the deposit paid as its value.
 * The lead itself and its event 40 are the API's (filed with the hold's confirmation); this only reports it.
 * Waits for the report (1 s at most) so the success page's navigation does not cut it off.
 */
export function reportReservation(page: Pick<CheckoutPageProps, 'car' | 'deposit'>): Promise<void> {
  return trackLead(
    EVENT_IDS.RESERVE_CAR,
    adTrackingPayload(
      { id: page.car.id, name: page.car.title, price: page.deposit.amount },
      { currency: page.deposit.currency },
    ),
  );
}
