import { CAPTCHA_TEST_TOKENS } from '@forecourt/contracts';

/**
 * SPEC §5: a captcha is shown by default. The lead forms and the checkout's details step (issue 30 item 7:
 * no hold without it) talk to this interface only; Cloudflare Turnstile is
 * the production provider (the edge passes its site key in the props), the local test provider needs
 * no network: ticking its box yields Turnstile's dummy token, which the edge's local verifier accepts.
 * The token goes with the lead's create or the hold's start (the edge verifies it there).
 */
export interface Captcha {
  readonly provider: 'test' | 'turnstile';
  /** A token proving the visitor passed, or null when not (yet) passed. */
  token(): Promise<string | null>;
  /** A token is single use: after a create that used it (refused or not) the widget starts over. */
  reset(): void;
}

/** Local test mode: the box the visitor ticks is the whole challenge. */
export function testCaptcha(isChecked: () => boolean, uncheck: () => void = () => undefined): Captcha {
  return {
    provider: 'test',
    token: async () => (isChecked() ? CAPTCHA_TEST_TOKENS.pass : null),
    reset: uncheck,
  };
}

export type TurnstileApi = {
  render(container: HTMLElement, options: { sitekey: string }): string | undefined;
  getResponse(widget?: string): string | undefined;
  reset(widget?: string): void;
  remove(widget?: string): void;
};

/** Turnstile: reads the token of the widget rendered into the form (see CaptchaField's TurnstileWidget). */
export function turnstileCaptcha(widgetId: () => string | undefined): Captcha {
  const api = () => (globalThis as { turnstile?: TurnstileApi }).turnstile;
  return {
    provider: 'turnstile',
    token: async () => api()?.getResponse(widgetId()) || null,
    reset: () => api()?.reset(widgetId()),
  };
}

/** Turnstile's script, explicit rendering (the widget is rendered when the form shows it). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi | undefined> | null = null;
/** Loads the Turnstile script once per page. */
export function loadTurnstile(): Promise<TurnstileApi | undefined> {
  loading ??= new Promise((resolve) => {
    const existing = (globalThis as { turnstile?: TurnstileApi }).turnstile;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => resolve((globalThis as { turnstile?: TurnstileApi }).turnstile);
    script.onerror = () => {
      loading = null;
      resolve(undefined);
    };
    document.head.appendChild(script);
  });
  return loading;
}
