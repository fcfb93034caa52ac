import { CaptchaField } from '@forecourt/remote-kit/captcha-field';
import type { CaptchaState } from '@forecourt/remote-kit/use-captcha';
import type { CheckoutPageProps } from '../pages/checkout-props.js';

type Props = {
  details: CheckoutPageProps['details'];
  values: Record<string, string>;
  setValues: (values: Record<string, string>) => void;
  errors: Record<string, string>;
  captcha: CaptchaState;
  busy: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onBack: () => void;
};

/**
 * The journey's 'your details' step: the fields the API checks on submit, each with its error, and the
 * site's captcha (the same one as the lead forms; the hold's start carries its token).
 */
export function DetailsStep({ details, values, setValues, errors, captcha, busy, onSubmit, onBack }: Props) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{details.description}</p>
      {details.fields.map((f) => (
        <div className="co-field" key={f.name}>
          <label htmlFor={`co-${f.name}`}>{f.label}</label>
          <input
            id={`co-${f.name}`}
            name={f.name}
            type={f.type === 'email' ? 'email' : f.type === 'phone' ? 'tel' : 'text'}
            autoComplete={f.type === 'email' ? 'email' : f.type === 'phone' ? 'tel' : 'name'}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `co-${f.name}-error` : undefined}
          />
          {errors[f.name] ? (
            <p className="co-error" id={`co-${f.name}-error`}>
              {errors[f.name]}
            </p>
          ) : null}
        </div>
      ))}
      {captcha.impl ? <CaptchaField formId="co" captcha={captcha} prefix="co" /> : null}
      <div className="co-actions">
        <button type="button" className="co-btn" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="co-btn co-btn--primary" disabled={busy}>
          Continue
        </button>
      </div>
    </form>
  );
}
