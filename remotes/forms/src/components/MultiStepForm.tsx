import { failureAlertTone, submitAlertTone } from '@forecourt/contracts';
import type { CaptchaConfig, FormDef, FormRules } from '../engine/types.js';
import { useCaptcha } from '../hooks/use-captcha.js';
import { useFormSteps } from '../hooks/use-form-steps.js';
import { usePostcodeLookup } from '../hooks/use-postcode-lookup.js';
import { useStepForm } from '../hooks/use-step-form.js';
import { useStepSubmit } from '../hooks/use-step-submit.js';
import { CaptchaField } from './CaptchaField.js';
import { FormActions } from './FormActions.js';
import { FormHeader } from './FormHeader.js';
import { StepFields } from './StepFields.js';
import { ValuationSummary } from './ValuationSummary.js';

type Props = { form: FormDef; rules: FormRules; captcha: CaptchaConfig };

/**
 * SPEC §2 multi-step card: the step (use-form-steps), its values and validation on submit
 * (use-step-form), the postcode look-up (use-postcode-lookup), the captcha (use-captcha) and each
 * step's save as a lead (use-step-submit). The error alert sits at the top of the fields (contracts
 * submitAlertTone: green on the 'User Details' step, red otherwise; always red on a group site, SPEC §8). The captcha (SPEC §5) shows on the
 * first step until the lead is created.
 */
export function MultiStepForm({ form, rules, captcha: captchaConfig }: Props) {
  const steps = useFormSteps(form);
  const { current, buttons } = steps;
  const stepForm = useStepForm(form, rules, current);
  const postcode = rules.country === 'AU' ? String(stepForm.values.postcode ?? '') || stepForm.storedPostcode : '';
  usePostcodeLookup(stepForm.methods, current, postcode);
  const captcha = useCaptcha(captchaConfig);
  const submit = useStepSubmit({ form, rules, steps, stepForm, captcha });
  const showCaptcha = captcha.impl !== null && !submit.leadCreated && steps.step === 0;
  const alertTone = failureAlertTone(submitAlertTone(current?.heading), form.group);
  const formId = form.id;
  return (
    <section className="fm-card" id={form.anchor} aria-labelledby={`${formId}-title`}>
      <FormHeader form={form} steps={steps} />
      <form
        noValidate
        onSubmit={stepForm.methods.handleSubmit(submit.onSubmit)}
        aria-describedby={submit.alert ? `${formId}-alert` : undefined}
      >
        {submit.alert ? (
          <div id={`${formId}-alert`} className={`fm-alert fm-alert--${alertTone}`} data-tone={alertTone} role="alert">
            {submit.alert}
          </div>
        ) : null}
        {form.valuation ? (
          <ValuationSummary
            state={submit.valuation}
            stepAction={current?.action}
            offerRejection={form.valuation.offerRejection}
            onRejected={(state) => submit.setValuation(state)}
          />
        ) : null}
        <StepFields form={form} rules={rules} stepForm={stepForm} />
        {showCaptcha ? <CaptchaField formId={formId} captcha={captcha} /> : null}
        <FormActions
          labels={form.labels}
          back={buttons.back}
          submit={buttons.submit}
          submitting={submit.submitting}
          onBack={() => {
            submit.setAlert(null);
            steps.move('back');
          }}
        />
      </form>
    </section>
  );
}
