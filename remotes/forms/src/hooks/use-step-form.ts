import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type FormValues, initialValues, optionsFor, shownFields, stepErrors } from '../engine/rules.js';
import { prefill, readUserDetails } from '../engine/storage.js';
import type { FormDef, FormRules, StepDef } from '../engine/types.js';

/**
 * The form's values on react-hook-form, validated on submit only with contracts' SPEC §5 rules (the
 * same rules the lead API enforces), prefilled from the visitor's stored details after hydration, and
 * the current step's shown fields (a field whose options follow another shows those options).
 */
export function useStepForm(form: FormDef, rules: FormRules, current: StepDef | undefined) {
  const resolver: Resolver<FormValues> = async (values) => {
    const errors = current ? stepErrors(current, values, rules) : {};
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }])),
    };
  };
  const methods = useForm<FormValues>({
    defaultValues: initialValues(form.steps),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { getValues, setValue, watch } = methods;

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

  return { methods, values, fields, storedPostcode };
}

export type StepForm = ReturnType<typeof useStepForm>;
