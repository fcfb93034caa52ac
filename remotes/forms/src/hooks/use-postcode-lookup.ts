import { FORM_MESSAGES, nearestOption } from '@forecourt/contracts';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { lookupPostcode } from '../engine/postcode.js';
import type { FormValues } from '../engine/rules.js';
import type { StepDef } from '../engine/types.js';

/**
 * SPEC §5/§7 geocoding on Australian sites: a postcode that is not one shows 'Invalid postcode' as soon
 * as it is typed (the lead API refuses it too); a known one preselects the nearest location of a
 * location select (SPEC §9 great-circle distance) unless the visitor chose one. `postcode` is '' off
 * Australian sites.
 */
export function usePostcodeLookup(methods: UseFormReturn<FormValues>, current: StepDef | undefined, postcode: string) {
  const { formState, setError, clearErrors, getValues, setValue } = methods;
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
}
