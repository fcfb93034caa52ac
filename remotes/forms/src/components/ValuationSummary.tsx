import { formatMoney, isDemoVehicle } from '@forecourt/contracts';
import { useState } from 'react';
import type { StepDef } from '../engine/types.js';
import { rejectOffer, type ValuationState } from '../engine/valuation-client.js';

type Props = {
  state: ValuationState;
  stepAction: StepDef['action'] | undefined;
  offerRejection: boolean;
  onRejected: (state: ValuationState) => void;
};

/** The looked-up vehicle (after the rego step) and the offer (after the condition step). */
export function ValuationSummary({ state, stepAction, offerRejection, onRejected }: Props) {
  const [error, setError] = useState<string | null>(null);
  if (!state.vehicle || stepAction === 'lookup') return null;
  const v = state.vehicle;
  return (
    <div className="fm-valuation">
      <p className="fm-valuation__vehicle">
        <strong>
          {v.year} {v.make} {v.model} {v.badge}
        </strong>{' '}
        <span>({[v.vin ?? v.rego, v.state].filter(Boolean).join(', ')})</span>
      </p>
      {isDemoVehicle(v) ? (
        <p className="fm-valuation__demo">Demo data: this vehicle and its price are invented, not looked up.</p>
      ) : null}
      {state.valuation && !stepAction ? (
        <>
          <p className="fm-valuation__offer">
            Your trade-in offer: <strong data-testid="valuation-offer">{formatMoney(state.valuation.offer)}</strong>
          </p>
          {state.rejected ? (
            <p className="fm-valuation__rejected">
              You rejected this offer. Send your details and the dealership will contact you.
            </p>
          ) : offerRejection ? (
            <button
              type="button"
              className="fc-btn fc-btn--ghost"
              onClick={async () => {
                const next = await rejectOffer(state);
                if (typeof next === 'string') setError(next);
                else onRejected(next);
              }}
            >
              Reject offer
            </button>
          ) : null}
          {error ? (
            <p className="fm-error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
