import {
  CAPTCHA_MESSAGES,
  type CarType,
  FORM_MESSAGES,
  LEAD_FORM_FIELD,
  leadAdPayload,
  leadEventId,
  moveStep,
  nearestOption,
  progressPercent,
  stepButtons,
  stepLabel,
  submitAlertTone,
  successPath,
  trackLead,
} from '@forecourt/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Resolver, useForm } from 'react-hook-form';
import { type Captcha, loadTurnstile, testCaptcha, turnstileCaptcha } from '../engine/captcha.js';
import { type LeadState, newLeadState, saveStep, trackFormStep } from '../engine/lead-flow.js';
import { lookupPostcode } from '../engine/postcode.js';
import {
  type FormValues,
  initialValues,
  optionsFor,
  shownFields,
  stepErrors,
  stepLeadFields,
  toFiles,
} from '../engine/rules.js';
import { prefill, readUserDetails, readVisitorHistory, saveUserDetails } from '../engine/storage.js';
import type { CaptchaConfig, FormDef, FormRules } from '../engine/types.js';
import { linkValuation, type ValuationState, valuationAction } from '../engine/valuation-client.js';
import { Field } from './Field.js';
import { SlotPicker } from './SlotPicker.js';
import { ValuationSummary } from './ValuationSummary.js';

// Only the finance form's loan step shows the calculator: a chunk of its own, off the page's budget.
const FinanceCalculator = lazy(() => import('./FinanceCalculator.js'));

type Props = { form: FormDef; rules: FormRules; captcha: CaptchaConfig };

/**
 * SPEC §2 multi-step card on react-hook-form: progress bar, 'Step X of Y', heading and description,
 * the error alert at the top of the fields (contracts submitAlertTone: green on the 'User Details' step,
 * red otherwise), 'Go Back' after the first step, 'Continue' or 'Submit', 'Loading' and disabled while
 * submitting. Validation runs on submit only (contracts rules); each step is saved as a lead (SPEC §4
 * lead flow). The captcha (SPEC §5) is shown until the lead is created: its token goes with the create,
 * which the edge verifies; later steps are authorised by the lead's token.
 */
export function MultiStepForm({ form, rules, captcha }: Props) {
  const [step, setStep] = useState(0);
  // After Continue or Go Back the new step's heading takes focus, so it is announced and the next Tab
  // starts at its fields (WCAG 2.4.3, 4.1.3); never on the first render.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (next: number) => {
    flushSync(() => setStep(next));
    headingRef.current?.focus();
  };
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [lead, setLead] = useState<LeadState>(newLeadState);
  const [valuation, setValuation] = useState<ValuationState>({ vehicle: null, valuation: null, rejected: false });
  const [captchaChecked, setCaptchaChecked] = useState(false);
  // A refused captcha is the captcha's own field error (tied to it, red), not the form's alert (WCAG 3.3.1).
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const current = form.steps[step] ?? form.steps[0];
  const count = form.steps.length;
  const buttons = stepButtons(step, count);

  // Validation on submit with contracts' SPEC §5 rules (the same rules the lead API enforces).
  const resolver: Resolver<FormValues> = async (values) => {
    const errors = current ? stepErrors(current, values, rules) : {};
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }])),
    };
  };
  const { register, handleSubmit, formState, watch, getValues, setValue, setError, clearErrors } = useForm<FormValues>({
    defaultValues: initialValues(form.steps),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // A postcode kept from an earlier form (stored user details) places a form without a postcode field.
  const [storedPostcode, setStoredPostcode] = useState('');
  useEffect(() => {
    // After hydration (the server HTML has no visitor data): prefill.
    const details = readUserDetails();
    setStoredPostcode(details.postcode ?? '');
    const values = prefill(getValues(), details);
    for (const [k, v] of Object.entries(values)) if (v !== getValues(k)) setValue(k, v);
  }, [getValues, setValue]);

  const values = watch();
  // A field whose options follow another field (the models of the chosen make) renders those options.
  const fields = (current ? shownFields(current, values, rules) : []).map((f) =>
    f.optionsFor ? { ...f, options: optionsFor(f, values) } : f,
  );
  // A dependent answer that is not an option of the new choice (a model of another make) is cleared.
  const dependentKey = fields
    .filter((f) => f.optionsFor && f.dependsOn)
    .map((f) => `${f.dependsOn}=${String(values[f.dependsOn as string])}`)
    .join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: dependentKey (the chosen make) is the trigger
  useEffect(() => {
    for (const f of current?.fields ?? []) {
      if (!f.optionsFor) continue;
      const options = optionsFor(f, getValues());
      const value = getValues(f.name);
      if (options && value && !options.some((o) => o.value === value)) setValue(f.name, '');
    }
  }, [dependentKey, current, getValues, setValue]);
  const carType = (form.extra.car_type ?? null) as CarType | null;

  // SPEC §5/§7 geocoding on Australian sites: a postcode that is not one shows 'Invalid postcode' as soon
  // as it is typed (the lead API refuses it too); a known one preselects the nearest location of a
  // location select (SPEC §9 great-circle distance) unless the visitor chose one.
  const postcode = rules.country === 'AU' ? String(values.postcode ?? '') || storedPostcode : '';
  const preselected = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the postcode and the step are the triggers
  useEffect(() => {
    let live = true;
    void lookupPostcode(postcode).then((answer) => {
      if (!live || !answer) return;
      const onStep = (type: string) => current?.fields.find((f) => f.type === type);
      if (answer === 'unknown') {
        if (onStep('postcode')) setError('postcode', { message: FORM_MESSAGES.geocodePostcode });
        return;
      }
      if (formState.errors.postcode?.message === FORM_MESSAGES.geocodePostcode) clearErrors('postcode');
      const select = onStep('location select');
      const chosen = select ? getValues(select.name) : null;
      const nearest = select?.options ? nearestOption(answer, select.options) : null;
      if (select && nearest && (!chosen || chosen === preselected.current)) {
        preselected.current = nearest;
        setValue(select.name, nearest);
      }
    });
    return () => {
      live = false;
    };
  }, [postcode, current]);

  const turnstileWidget = useRef<string | undefined>(undefined);
  // 'unconfigured' (no Turnstile keys in production): no widget; the edge refuses the create as unavailable.
  const captchaImpl: Captcha | null =
    captcha.provider === 'off' || captcha.provider === 'unconfigured'
      ? null
      : captcha.provider === 'turnstile'
        ? turnstileCaptcha(() => turnstileWidget.current)
        : testCaptcha(
            () => captchaChecked,
            () => setCaptchaChecked(false),
          );
  const showCaptcha = captchaImpl !== null && lead.leadId === null && step === 0;
  const setSlot = useCallback(
    (name: string, value: string) => setValue(name, value, { shouldDirty: true }),
    [setValue],
  );

  const fail = (message: string) => {
    setAlert(message);
    setSubmitting(false);
  };

  const onSubmit = async (data: FormValues) => {
    if (!current) return;
    setAlert(null);
    setSubmitting(true);
    // SPEC §5 captcha: the create carries its token (the edge refuses a create without a valid one).
    const creating = lead.leadId === null;
    const captchaToken = creating && captchaImpl ? await captchaImpl.token() : null;
    const refuseCaptcha = (message: string) => {
      setCaptchaError(message);
      setSubmitting(false);
      document.getElementById(`${form.id}-captcha`)?.focus();
    };
    if (creating && captchaImpl && !captchaToken) return refuseCaptcha(CAPTCHA_MESSAGES.required);
    let extraFields: Record<string, unknown> = {};
    if (current.action && form.valuation) {
      const result = await valuationAction(current.action, data, form.valuation, valuation);
      if (!result.ok) return fail(result.error);
      setValuation(result.state);
      extraFields = result.leadFields;
    }
    const eventId = leadEventId(form.kind, carType, form.testDriveOnly);
    const saved = await saveStep({
      // form_id + step_number: the lead API checks the save against this form's definition (contracts).
      fields: {
        category: form.category,
        ...form.extra,
        ...extraFields,
        ...stepLeadFields(current, data, rules),
        [LEAD_FORM_FIELD]: form.id,
      },
      isLastStep: buttons.submit,
      lead,
      files: current.fields.filter((f) => f.type === 'file').flatMap((f) => toFiles(data[f.name])),
      eventId,
      // The visitor history the shell records on every page (SPEC §4), read at the save.
      history: readVisitorHistory(),
      stepNumber: step + 1,
      captchaToken,
    });
    if (!saved.ok && creating) captchaImpl?.reset();
    if (!saved.ok && saved.fields?.captcha) return refuseCaptcha(saved.fields.captcha);
    if (!saved.ok) {
      // SPEC §4/§8: the error is shown, the step is not advanced.
      for (const [name, message] of Object.entries(saved.fields ?? {}))
        if (fields.some((f) => f.name === name)) setError(name, { message });
      return fail(saved.error);
    }
    setLead(saved.lead);
    if (!buttons.submit) {
      trackFormStep(saved.lead.leadId, step + 1);
      goTo(moveStep(step, count, 'forward'));
      setSubmitting(false);
      return;
    }
    saveUserDetails(getValues());
    if (form.valuation && saved.lead.leadId) await linkValuation(valuation, saved.lead.leadId);
    // SPEC §4: a lead id in the response leads to /success (category mapping by car type); the button
    // stays disabled while the success page loads.
    const chosen = getValues('category');
    const category = typeof chosen === 'string' && chosen !== '' ? chosen : form.category;
    // SPEC §9: the submitted lead to the data layer and the ad pixel, before the page is left.
    await trackLead(eventId, leadAdPayload(form.extra, category));
    location.assign(successPath(category, form.successExtra));
  };

  const alertTone = submitAlertTone(current?.heading);
  const formId = form.id;
  return (
    <section className="fm-card" id={form.anchor} aria-labelledby={`${formId}-title`}>
      <header className="fm-card__head">
        <h1 id={`${formId}-title`}>{form.title}</h1>
        <p className="fm-intro">{form.intro}</p>
        <div
          className="fm-progress"
          role="progressbar"
          aria-label="Form progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progressPercent(step, count)}
        >
          <span style={{ width: `${progressPercent(step, count)}%` }} />
        </div>
        <p className="fm-step" id={`${formId}-step`}>
          {stepLabel(step, count)}
        </p>
        <h2 className="fm-heading" ref={headingRef} tabIndex={-1} aria-describedby={`${formId}-step`}>
          {current?.heading}
        </h2>
        {current?.description ? <p className="fm-description">{current.description}</p> : null}
      </header>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={alert ? `${formId}-alert` : undefined}>
        {alert ? (
          <div id={`${formId}-alert`} className={`fm-alert fm-alert--${alertTone}`} data-tone={alertTone} role="alert">
            {alert}
          </div>
        ) : null}
        {form.valuation ? (
          <ValuationSummary
            state={valuation}
            stepAction={current?.action}
            offerRejection={form.valuation.offerRejection}
            onRejected={(state) => setValuation(state)}
          />
        ) : null}
        {fields.map((f) =>
          f.booking && f.type === 'date-time' ? (
            <SlotPicker
              key={f.name}
              field={{ ...f, booking: f.booking }}
              formId={formId}
              location={values[f.booking.locationField]}
              value={typeof values[f.name] === 'string' ? (values[f.name] as string) : ''}
              onChange={(v) => setSlot(f.name, v)}
              error={
                typeof formState.errors[f.name]?.message === 'string'
                  ? (formState.errors[f.name]?.message as string)
                  : null
              }
            />
          ) : (
            <Field
              key={f.name}
              field={f}
              formId={formId}
              register={register}
              errors={formState.errors}
              country={rules.country}
            />
          ),
        )}
        {form.calculator && fields.some((f) => f.name === 'vehiclePriceBudget') ? (
          <Suspense fallback={null}>
            <FinanceCalculator
              formId={formId}
              price={String(values.vehiclePriceBudget ?? '')}
              deposit={String(values.deposit ?? '')}
              termMonths={String(values.loan_term || 60)}
              defaultRate={form.calculator.ratePercent}
              currency={form.calculator.currency}
            />
          </Suspense>
        ) : null}
        {showCaptcha ? (
          captcha.provider === 'turnstile' ? (
            <TurnstileWidget siteKey={captcha.siteKey} widget={turnstileWidget} />
          ) : (
            <div className="fm-field fm-field--check fm-captcha">
              <input
                id={`${formId}-captcha`}
                type="checkbox"
                checked={captchaChecked}
                aria-invalid={captchaError ? true : undefined}
                aria-describedby={captchaError ? `${formId}-captcha-error` : undefined}
                onChange={(e) => {
                  setCaptchaChecked(e.currentTarget.checked);
                  setCaptchaError(null);
                }}
              />
              <label htmlFor={`${formId}-captcha`}>I'm not a robot (test captcha)</label>
            </div>
          )
        ) : null}
        {showCaptcha && captchaError ? (
          <p className="fm-error" id={`${formId}-captcha-error`} role="alert">
            {captchaError}
          </p>
        ) : null}
        <div className="fm-actions">
          {buttons.back ? (
            <button
              type="button"
              className="fc-btn fc-btn--ghost"
              disabled={submitting}
              onClick={() => {
                setAlert(null);
                goTo(moveStep(step, count, 'back'));
              }}
            >
              {form.labels.back}
            </button>
          ) : null}
          <button
            type="submit"
            className="fc-btn fc-btn--accent"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? (
              <>
                <span className="fm-spinner" aria-hidden="true" />
                {form.labels.loading}
              </>
            ) : buttons.submit ? (
              form.labels.submit
            ) : (
              form.labels.continue
            )}
          </button>
        </div>
      </form>
    </section>
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
