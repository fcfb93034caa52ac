import { progressPercent, stepLabel } from '@forecourt/contracts';
import type { FormDef } from '../engine/types.js';
import type { FormSteps } from '../hooks/use-form-steps.js';

/** The card's head: title, intro, progress bar, 'Step X of Y', the step's heading and description. */
export function FormHeader({ form, steps }: { form: FormDef; steps: FormSteps }) {
  const { step, count, current, headingRef } = steps;
  const Title = form.secondary ? 'h2' : 'h1';
  return (
    <header className="fm-card__head">
      <Title id={`${form.id}-title`}>{form.title}</Title>
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
      <p className="fm-step" id={`${form.id}-step`}>
        {stepLabel(step, count)}
      </p>
      <h2 className="fm-heading" ref={headingRef} tabIndex={-1} aria-describedby={`${form.id}-step`}>
        {current?.heading}
      </h2>
      {current?.description ? <p className="fm-description">{current.description}</p> : null}
    </header>
  );
}
