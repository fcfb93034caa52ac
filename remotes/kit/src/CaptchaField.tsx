import { useEffect, useRef } from 'react';
import { loadTurnstile } from './captcha.js';
import type { CaptchaState } from './use-captcha.js';

/**
 * The captcha of a form (a lead form's first step, the checkout's details step): Turnstile, or the
 * offline test checkbox; then its own error. `prefix` is the remote's class prefix (fm, co): each styles
 * `{prefix}-field`, `{prefix}-field--check`, `{prefix}-captcha` and `{prefix}-error` in its own sheet.
 */
export function CaptchaField({ formId, captcha, prefix }: { formId: string; captcha: CaptchaState; prefix: string }) {
  const { config, checked, setChecked, error, setError } = captcha;
  return (
    <>
      {config.provider === 'turnstile' ? (
        <TurnstileWidget
          siteKey={config.siteKey}
          widget={captcha.widget}
          className={`${prefix}-field ${prefix}-captcha`}
        />
      ) : (
        <div className={`${prefix}-field ${prefix}-field--check ${prefix}-captcha`}>
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
        <p className={`${prefix}-error`} id={`${formId}-captcha-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Cloudflare Turnstile rendered explicitly into the form (its script loads once, when first shown). */
function TurnstileWidget({
  siteKey,
  widget,
  className,
}: {
  siteKey: string;
  widget: { current: string | undefined };
  className: string;
}) {
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
  return <div className={className} ref={ref} />;
}
