import { lazy, Suspense, useCallback } from 'react';
import type { FormDef, FormRules } from '../engine/types.js';
import type { StepForm } from '../hooks/use-step-form.js';
import { Field } from './Field.js';
import { SlotPicker } from './SlotPicker.js';

// Only the finance form's loan step shows the calculator: a chunk of its own, off the page's budget.
const FinanceCalculator = lazy(() => import('./FinanceCalculator.js'));

type Props = { form: FormDef; rules: FormRules; stepForm: StepForm };

/** The current step's fields (a booking date-time is the slot picker), then the finance calculator. */
export function StepFields({ form, rules, stepForm }: Props) {
  const { methods, values, fields } = stepForm;
  const { register, formState, setValue } = methods;
  const setSlot = useCallback(
    (name: string, value: string) => setValue(name, value, { shouldDirty: true }),
    [setValue],
  );
  const errorOf = (name: string) => {
    const message = formState.errors[name]?.message;
    return typeof message === 'string' ? message : null;
  };
  return (
    <>
      {fields.map((f) =>
        f.booking && f.type === 'date-time' ? (
          <SlotPicker
            key={f.name}
            field={{ ...f, booking: f.booking }}
            formId={form.id}
            location={values[f.booking.locationField]}
            value={typeof values[f.name] === 'string' ? (values[f.name] as string) : ''}
            onChange={(v) => setSlot(f.name, v)}
            error={errorOf(f.name)}
          />
        ) : (
          <Field
            key={f.name}
            field={f}
            formId={form.id}
            register={register}
            errors={formState.errors}
            country={rules.country}
          />
        ),
      )}
      {form.calculator && fields.some((f) => f.name === 'vehiclePriceBudget') ? (
        <Suspense fallback={null}>
          <FinanceCalculator
            formId={form.id}
            price={String(values.vehiclePriceBudget ?? '')}
            deposit={String(values.deposit ?? '')}
            termMonths={String(values.loan_term || 60)}
            defaultRate={form.calculator.ratePercent}
            currency={form.calculator.currency}
          />
        </Suspense>
      ) : null}
    </>
  );
}
