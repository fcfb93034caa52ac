import {
  CAPTCHA_MESSAGES,
  type CarType,
  GROUP_PAGE_FIELD,
  LEAD_FORM_FIELD,
  leadAdPayload,
  leadEventId,
  successPath,
  trackLead,
} from '@forecourt/contracts';
import type { CaptchaState } from '@forecourt/remote-kit/use-captcha';
import { useState } from 'react';
import { sendToCarClarity } from '../engine/car-clarity-client.js';
import { type LeadState, newLeadState, saveStep, trackFormStep } from '../engine/lead-flow.js';
import { type FormValues, stepLeadFields, toFiles } from '../engine/rules.js';
import { readVisitorHistory, saveUserDetails } from '../engine/storage.js';
import type { FormDef, FormRules, StepDef } from '../engine/types.js';
import { linkValuation, type ValuationState, valuationAction } from '../engine/valuation-client.js';
import type { FormSteps } from './use-form-steps.js';
import type { StepForm } from './use-step-form.js';

/**
 * The fields of a step's save: the form's category and extra, a valuation action's fields, the step's own,
 * and form_id + step_number (the lead API checks the save against this form's definition in contracts).
 */
function saveFields(form: FormDef, step: Record<string, unknown>, extra: Record<string, unknown>) {
  return {
    category: form.category,
    ...form.extra,
    ...extra,
    ...step,
    [LEAD_FORM_FIELD]: form.id,
    // SPEC §7 group-site submission: the page the form was sent from.
    ...(form.group ? { [GROUP_PAGE_FIELD]: location.pathname } : {}),
  };
}

/** A step's save of its fields and files (the step's own, the form's, a valuation action's). */
function stepPayload(
  form: FormDef,
  current: StepDef,
  data: FormValues,
  rules: FormRules,
  extra: Record<string, unknown>,
) {
  return {
    fields: saveFields(form, stepLeadFields(current, data, rules), extra),
    files: current.fields.filter((f) => f.type === 'file').flatMap((f) => toFiles(data[f.name])),
  };
}

/** The lead's category: the one the shopper chose on the form, else the form's own. */
const chosenCategory = (chosen: unknown, form: FormDef): string =>
  typeof chosen === 'string' && chosen !== '' ? chosen : form.category;

/** The car a form is about (a vehicle page's enquiry), for the broker. */
const carIdOf = (form: FormDef) => (typeof form.extra.car_id === 'string' ? form.extra.car_id : null);

type Submit = { form: FormDef; rules: FormRules; steps: FormSteps; stepForm: StepForm; captcha: CaptchaState };

/**
 * A step's submit: each step is saved as a lead (SPEC §4 lead flow; the first with the captcha's token,
 * later ones authorised by the lead's token); an error is shown and the step not advanced (SPEC §4/§8);
 * the last step leads to /success. 'Loading' and disabled while submitting.
 */
export function useStepSubmit({ form, rules, steps, stepForm, captcha }: Submit) {
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [lead, setLead] = useState<LeadState>(newLeadState);
  const [valuation, setValuation] = useState<ValuationState>({ vehicle: null, valuation: null, rejected: false });
  // Car Clarity has the customer (a retry after a failed lead save does not send them twice).
  const [sentToBroker, setSentToBroker] = useState(false);
  const { current, step, buttons } = steps;
  const { setError, getValues } = stepForm.methods;
  const eventId = leadEventId(form.kind, (form.extra.car_type ?? null) as CarType | null, form.testDriveOnly);

  const fail = (message: string) => {
    setAlert(message);
    setSubmitting(false);
  };
  const refuseCaptcha = (message: string) => {
    captcha.setError(message);
    setSubmitting(false);
    document.getElementById(`${form.id}-captcha`)?.focus();
  };

  const onSubmit = async (data: FormValues) => {
    if (!current) return;
    setAlert(null);
    setSubmitting(true);
    // SPEC §5 captcha: the create carries its token (the edge refuses a create without a valid one).
    const creating = lead.leadId === null;
    const captchaToken = creating && captcha.impl ? await captcha.impl.token() : null;
    if (creating && captcha.impl && !captchaToken) return refuseCaptcha(CAPTCHA_MESSAGES.required);
    let extraFields: Record<string, unknown> = {};
    if (current.action && form.valuation) {
      const result = await valuationAction(current.action, data, form.valuation, valuation);
      if (!result.ok) return fail(result.error);
      setValuation(result.state);
      extraFields = result.leadFields;
    }
    // SPEC §7 destination 'car-clarity': the last step sends the shopper to the broker, then completes the lead.
    if (buttons.submit && form.carClarityPath && !sentToBroker) {
      const sent = await sendToCarClarity(form.carClarityPath, getValues(), carIdOf(form));
      if (!sent.ok) return fail(sent.error);
      setSentToBroker(true);
    }
    const saved = await saveStep({
      ...stepPayload(form, current, data, rules, extraFields),
      isLastStep: buttons.submit,
      lead,
      eventId,
      // The visitor history the shell records on every page (SPEC §4), read at the save.
      history: readVisitorHistory(),
      stepNumber: step + 1,
      captchaToken,
      group: form.group,
    });
    if (!saved.ok && creating) captcha.impl?.reset();
    if (!saved.ok && saved.fields?.captcha) return refuseCaptcha(saved.fields.captcha);
    if (!saved.ok) {
      for (const [name, message] of Object.entries(saved.fields ?? {}))
        if (stepForm.fields.some((f) => f.name === name)) setError(name, { message });
      return fail(saved.error);
    }
    setLead(saved.lead);
    if (buttons.submit) return complete(saved.lead);
    trackFormStep(saved.lead.leadId, step + 1);
    steps.move('forward');
    setSubmitting(false);
  };

  // SPEC §4: a lead id in the response leads to /success (category mapping by car type); the button
  // stays disabled while the success page loads.
  const complete = async (saved: LeadState) => {
    saveUserDetails(getValues());
    if (form.valuation && saved.leadId) await linkValuation(valuation, saved.leadId);
    const category = chosenCategory(getValues('category'), form);
    // SPEC §9: the submitted lead to the data layer and the ad pixel, before the page is left.
    await trackLead(eventId, leadAdPayload(form.extra, category));
    location.assign(successPath(category, form.successExtra));
  };

  return { submitting, alert, setAlert, valuation, setValuation, onSubmit, leadCreated: lead.leadId !== null };
}
