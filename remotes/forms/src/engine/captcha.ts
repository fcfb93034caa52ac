import type { CaptchaConfig } from './types.js';

/**
 * SPEC §5: a captcha is shown by default. Forms talk to this interface only; Cloudflare Turnstile is
 * the production provider (the edge passes its site key in the props), the test provider needs no
 * network and always passes once the visitor ticks the box.
 */
export interface Captcha {
  readonly provider: CaptchaConfig['provider'];
  /** A token proving the visitor passed, or null when not (yet) passed. */
  token(): Promise<string | null>;
}

export const TEST_CAPTCHA_TOKEN = 'test-captcha-pass';

/** Local test mode: the box the visitor ticks is the whole challenge. */
export function testCaptcha(isChecked: () => boolean): Captcha {
  return { provider: 'test', token: async () => (isChecked() ? TEST_CAPTCHA_TOKEN : null) };
}

type TurnstileApi = { getResponse(widget?: string): string | undefined };

/** Turnstile: reads the token of the widget rendered into the form (its script is loaded by the page). */
export function turnstileCaptcha(widgetId: () => string | undefined): Captcha {
  return {
    provider: 'turnstile',
    token: async () => {
      const api = (globalThis as { turnstile?: TurnstileApi }).turnstile;
      return api?.getResponse(widgetId()) || null;
    },
  };
}

/** The captcha message shown when the visitor has not passed it. */
export const CAPTCHA_MESSAGE = 'Please confirm you are not a robot.';
