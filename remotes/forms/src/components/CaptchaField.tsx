import { useEffect, useRef } from 'react';
import { loadTurnstile } from '../engine/captcha.js';
import type { CaptchaState } from '../hooks/use-captcha.js';

/** The captcha of the form's first step: Turnstile, or the offline test checkbox; then its own error. */
export function CaptchaField({ formId, captcha }: { formId: string; captcha: CaptchaState }) {
  const { config, checked, setChecked, error, setError } = captcha;
  return (
    <>
      {config.provider === 'turnstile' ? (
        <TurnstileWidget siteKey={config.siteKey} widget={captcha.widget} />
      ) : (
        <div className="fm-field fm-field--check fm-captcha">
          <input
            id={`${formId}-captcha`}
            type="checkbox"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${formId}-captcha-error` : undefined}
            onChange={(e) => {
              setChecked(e.currentTarget.checked);
              setError(null);
            }}
          />
          <label htmlFor={`${formId}-captcha`}>I'm not a robot (test captcha)</label>
        </div>
      )}
      {error ? (
        <p className="fm-error" id={`${formId}-captcha-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Cloudflare Turnstile rendered explicitly into the form (its script loads once, when first shown). */
function TurnstileWidget({ siteKey, widget }: { siteKey: string; widget: { current: string | undefined } }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void loadTurnstile().then((api) => {
      if (live && api && ref.current) widget.current = api.render(ref.current, { sitekey: siteKey });
    });
    return () => {
      live = false;
      const api = (globalThis as { turnstile?: { remove(id?: string): void } }).turnstile;
      if (widget.current) api?.remove(widget.current);
      widget.current = undefined;
    };
  }, [siteKey, widget]);
  return <div className="fm-field fm-captcha" ref={ref} />;
}
