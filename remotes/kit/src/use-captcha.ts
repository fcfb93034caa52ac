import type { CaptchaMode } from '@forecourt/contracts';
import { useRef, useState } from 'react';
import { type Captcha, testCaptcha, turnstileCaptcha } from './captcha.js';

/**
 * The SPEC §5 captcha of a form: its token goes with the lead's create (or the checkout hold's start),
 * which the edge verifies.
 * 'off' and 'unconfigured' (no Turnstile keys in production) have none: no widget, and the edge refuses
 * an unconfigured create as unavailable. A refused captcha is its own field error (tied to it, red),
 * not the form's alert (WCAG 3.3.1).
 */
export function useCaptcha(captcha: CaptchaMode) {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const widget = useRef<string | undefined>(undefined);
  const impl: Captcha | null =
    captcha.provider === 'off' || captcha.provider === 'unconfigured'
      ? null
      : captcha.provider === 'turnstile'
        ? turnstileCaptcha(() => widget.current)
        : testCaptcha(
            () => checked,
            () => setChecked(false),
          );
  return { config: captcha, impl, checked, setChecked, error, setError, widget };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
