import type { CheckoutContext } from './api-common.js';
import { applyPaymentEvent } from './confirm.js';
import { paymentProviderFor } from './select-provider.js';
import { findHold, type HoldRow } from './store.js';

/**
 * A held hold whose provider can be asked (Windcave): the shopper back from the hosted payment page
 * polls here, and the payment's outcome is asked server-side — the same verified path as the
 * notification, whichever arrives first (the other is a replay). A provider that cannot be reached
 * leaves the hold as it is (the notification will come).
 */
export async function askProvider(c: CheckoutContext, hold: HoldRow): Promise<HoldRow> {
  const provider = paymentProviderFor(c.env, c.var.site);
  if (hold.state !== 'held' || !hold.payment_ref || provider?.name !== hold.provider || !provider.queryPayment)
    return hold;
  try {
    const verdict = await provider.queryPayment(hold.payment_ref);
    if (verdict.kind !== 'event') return hold;
    await applyPaymentEvent(c.env, c.executionCtx, c.var.site, provider, verdict.event);
    return (await findHold(c.env.DB, hold.id)) ?? hold;
  } catch (error) {
    console.warn('[checkout] %s could not be asked about hold %s', provider.name, hold.id, error);
    return hold;
  }
}
