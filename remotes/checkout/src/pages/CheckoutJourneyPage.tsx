import { CheckoutPage } from './CheckoutPage.js';

/** /checkout-journey?car_id={slug}: the same journey as the car's own checkout path. */
export const CheckoutJourneyPage = CheckoutPage;
