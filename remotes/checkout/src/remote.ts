import { defineRemote, fragment } from '@forecourt/remote-kit';
import { BuyingOnlinePage } from './pages/BuyingOnlinePage.js';
import { type BuyingOnlinePageProps, buyingOnlineProps } from './pages/buying-online-props.js';
import { CheckoutJourneyPage } from './pages/CheckoutJourneyPage.js';
import { CheckoutPage } from './pages/CheckoutPage.js';
import { type CheckoutPageProps, checkoutProps } from './pages/checkout-props.js';

/** The checkout remote (issue 12): reserve a car with a card deposit, and how buying online works. */
export default defineRemote({
  name: 'checkout',
  jsBudgetKb: 85,
  components: {
    CheckoutPage: fragment<CheckoutPageProps>({ component: CheckoutPage, toProps: checkoutProps }),
    CheckoutJourneyPage: fragment<CheckoutPageProps>({ component: CheckoutJourneyPage, toProps: checkoutProps }),
    BuyingOnlinePage: fragment<BuyingOnlinePageProps>({ component: BuyingOnlinePage, toProps: buyingOnlineProps }),
  },
});
