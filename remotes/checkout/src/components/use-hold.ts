import { leadAttributes } from '@forecourt/contracts';
import { useState } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { callApi, type Hold, messageOf, rememberHold } from './api.js';
import { saveDetails, visitorHistory } from './stored-details.js';

/**
 * The journey's hold on the car: `startHold` asks the API for one with the shopper's details (the
 * reserve lead carries the visitor history); a refusal names the fields in error, else alerts.
 */
export function useHold(
  props: CheckoutPageProps,
  values: Record<string, string>,
  setErrors: (errors: Record<string, string>) => void,
  setAlert: (alert: string | null) => void,
) {
  const [hold, setHold] = useState<Hold | null>(null);
  const startHold = async (): Promise<Hold | null> => {
    const answer = await callApi('POST', '/api/checkout/holds', {
      car_id: props.car.id,
      name: values.name ?? '',
      phone: values.phone ?? '',
      email: values.email ?? '',
      url: location.href,
      ...leadAttributes(visitorHistory()),
    });
    if (answer.status === 201) {
      saveDetails(values);
      const h = answer.json as unknown as Hold;
      rememberHold(props.car.slug, h);
      setHold(h);
      return h;
    }
    const fields =
      answer.json.fields && typeof answer.json.fields === 'object'
        ? (answer.json.fields as Record<string, string>)
        : null;
    if (fields) {
      setErrors(fields);
      document.getElementById(`co-${Object.keys(fields)[0]}`)?.focus();
    } else setAlert(messageOf(answer));
    return null;
  };
  return { hold, setHold, startHold };
}
