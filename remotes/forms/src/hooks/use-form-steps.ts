import { moveStep, stepButtons } from '@forecourt/contracts';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormDef } from '../engine/types.js';

/**
 * Which step of a multi-step form shows, and its buttons (contracts stepButtons). After Continue or Go
 * Back the new step's heading takes focus, so it is announced and the next Tab starts at its fields
 * (WCAG 2.4.3, 4.1.3); never on the first render.
 */
export function useFormSteps(form: FormDef) {
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = form.steps.length;
  const move = (direction: 'forward' | 'back') => {
    flushSync(() => setStep(moveStep(step, count, direction)));
    headingRef.current?.focus();
  };
  return {
    step,
    count,
    current: form.steps[step] ?? form.steps[0],
    buttons: stepButtons(step, count),
    headingRef,
    move,
  };
}

export type FormSteps = ReturnType<typeof useFormSteps>;
