import { MultiStepForm } from '../components/MultiStepForm.js';
import type { FormPageProps } from '../engine/types.js';

/** Every form route (SPEC §2 Forms) and the success page; which form comes from the props (toProps). */
export function FormPage(props: FormPageProps) {
  if (props.page === 'success') {
    return (
      <div className="fm-page">
        <section className="fm-card fm-success" aria-labelledby="fm-success-title">
          <h1 id="fm-success-title">{props.heading}</h1>
          <p data-category={props.category}>{props.message}</p>
          <p className="fm-actions">
            {props.links.map((l) => (
              <a key={l.href} className="fc-btn fc-btn--ghost" href={l.href}>
                {l.label}
              </a>
            ))}
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="fm-page">
      <MultiStepForm form={props.form} rules={props.rules} captcha={props.captcha} />
    </div>
  );
}
