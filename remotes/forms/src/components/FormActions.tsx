import type { FormDef } from '../engine/types.js';

type Props = { labels: FormDef['labels']; back: boolean; submit: boolean; submitting: boolean; onBack: () => void };

/** 'Go Back' after the first step, 'Continue' or 'Submit'; 'Loading' and disabled while submitting. */
export function FormActions({ labels, back, submit, submitting, onBack }: Props) {
  return (
    <div className="fm-actions">
      {back ? (
        <button type="button" className="fc-btn fc-btn--ghost" disabled={submitting} onClick={onBack}>
          {labels.back}
        </button>
      ) : null}
      <button type="submit" className="fc-btn fc-btn--accent" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? (
          <>
            <span className="fm-spinner" aria-hidden="true" />
            {labels.loading}
          </>
        ) : submit ? (
          labels.submit
        ) : (
          labels.continue
        )}
      </button>
    </div>
  );
}
