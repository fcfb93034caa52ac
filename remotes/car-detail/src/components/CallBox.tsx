import { useState } from 'react';
import type { CallBox as CallBoxProps } from '../pages/car-props.js';
import { revealPhone } from './phone.js';

// The revealed number's link takes focus as it replaces the button (which had it). Stable, so it runs
// once, on mount; where the number shows from the start there is no ref at all.
const focus = (el: HTMLElement | null) => el?.focus();

/**
 * SPEC §2 call-the-dealer box. On sites that hide phone numbers the number is masked after the first
 * 5 characters and the full number is not in the page at all: clicking asks
 * POST /api/events/car_phone_call, which records the click (phone-reveal tracking: car_id,
 * dealership_id, website_id, event 25) and answers the number. Elsewhere a click on the number records
 * the same event through the same call.
 */
export function CallBox({ call, carId }: { call: CallBoxProps; carId: number }) {
  const [number, setNumber] = useState(call.hidden ? null : { phone: call.shown, tel: call.tel });
  const [failed, setFailed] = useState(false);
  return (
    <section className="cd-call" aria-label="Call the dealer">
      <h2 className="cd-call__title">Call the dealer</h2>
      {number ? (
        <a
          className="cd-call__number"
          href={number.tel}
          ref={call.hidden ? focus : undefined}
          onClick={call.hidden ? undefined : () => void revealPhone(carId)}
        >
          {number.phone}
        </a>
      ) : (
        <button
          type="button"
          className="cd-call__reveal"
          onClick={async () => {
            const revealed = await revealPhone(carId);
            setFailed(!revealed);
            if (revealed) setNumber(revealed);
          }}
        >
          <span className="cd-call__number">{call.shown}</span>{' '}
          <span className="cd-call__hint">{failed ? 'Try again' : 'Show number'}</span>
        </button>
      )}
    </section>
  );
}
