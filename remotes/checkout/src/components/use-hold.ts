import { CAPTCHA_MESSAGES, leadAttributes } from '@forecourt/contracts';
import { useCaptcha } from '@forecourt/remote-kit/use-captcha';
import { useState } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { callApi, type Hold, messageOf, rememberHold } from './api.js';
import { saveDetails, visitorHistory } from './stored-details.js';

type Refusals = {
  setErrors: (errors: Record<string, string>) => void;
  setAlert: (alert: string | null) => void;
  /** A refusal the details step answers (a field or the captcha): the journey shows that step. */
  toDetails: () => void;
};

/**
 * The journey's hold on the car: `startHold` asks the API for one with the shopper's details and the
 * site's captcha token (issue 30 item 7; the reserve lead carries the visitor history). A refusal names
 * the fields in error (the captcha's is its own: `captcha`, shown by the details step), else alerts. A Turnstile token is single use: a new
 * hold after a decline needs the captcha again, on the details step.
 */
export function useHold(props: CheckoutPageProps, values: Record<string, string>, on: Refusals) {
  const [hold, setHold] = useState<Hold | null>(null);
  const captcha = useCaptcha(props.captcha);
  const refuse = (fields: Record<string, string>) => {
    const { captcha: captchaError, ...rest } = fields;
    captcha.setError(captchaError ?? null);
    on.setErrors(rest);
    on.toDetails();
    document.getElementById(`co-${Object.keys(fields)[0]}`)?.focus();
  };
  const startHold = async (): Promise<Hold | null> => {
    const token = captcha.impl ? await captcha.impl.token() : null;
    if (captcha.impl && !token) {
      refuse({ captcha: CAPTCHA_MESSAGES.required });
      return null;
    }
    const answer = await callApi('POST', '/api/checkout/holds', {
      car_id: props.car.id,
      name: values.name ?? '',
      phone: values.phone ?? '',
      email: values.email ?? '',
      url: location.href,
      ...(token ? { captcha_token: token } : {}),
      ...leadAttributes(visitorHistory()),
    });
    if (answer.status === 201) {
      saveDetails(values);
      const h = answer.json as unknown as Hold;
      rememberHold(props.car.slug, h);
      setHold(h);
      return h;
    }
    // The token was spent (Turnstile: single use); the test captcha's box stays ticked, as the forms'.
    if (captcha.config.provider === 'turnstile') captcha.impl?.reset();
    const fields =
      answer.json.fields && typeof answer.json.fields === 'object'
        ? (answer.json.fields as Record<string, string>)
        : null;
    if (fields) refuse(fields);
    else on.setAlert(messageOf(answer));
    return null;
  };
  return { hold, setHold, startHold, captcha };
}
