import type { ReservationConfirmation } from '@forecourt/contracts';
import { useState } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { reportReservation } from './report-reservation.js';

/** The journey's confirmation, once a hold is confirmed (it then replaces the journey). */
export function useConfirmation(props: CheckoutPageProps) {
  const [confirmed, setConfirmed] = useState<ReservationConfirmation | null>(null);
  /**
   * A confirmed hold: its confirmation replaces the journey, and the URL names the reservation so a
   * reload shows it again (the hold's token stays in this tab's storage). Reported to the ad pixel once.
   */
  const onConfirmed = (confirmation: ReservationConfirmation, holdId: string) => {
    const url = new URL(location.href);
    const first = url.searchParams.get('reservation') !== holdId;
    for (const key of ['payment_intent', 'payment_intent_client_secret', 'redirect_status', 'sessionId'])
      url.searchParams.delete(key);
    url.searchParams.set('reservation', holdId);
    history.replaceState(null, '', url);
    setConfirmed(confirmation);
    if (first) void reportReservation(props);
  };
  return { confirmed, onConfirmed };
}
