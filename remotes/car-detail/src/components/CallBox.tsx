import { useState } from 'react';
import type { CallBox as CallBoxProps } from '../pages/car-props.js';
import { trackEvent } from './track.js';

type Tracking = { car_id: number; dealership_id: number; website_id: number; website_slug: string };

/**
 * SPEC §2 call-the-dealer box. On sites that hide phone numbers the number is masked after the first
 * 5 characters until clicked; the reveal is recorded (phone-reveal tracking: car_id, dealership_id,
 * website_id, the car_phone_call event) through POST /api/events.
 */
export function CallBox({ call, tracking, eventId }: { call: CallBoxProps; tracking: Tracking; eventId: number }) {
  const [revealed, setRevealed] = useState(!call.hidden);
  const record = () =>
    trackEvent(eventId, tracking, {
      event: 'car_phone_call',
      car_id: tracking.car_id,
      dealership_id: tracking.dealership_id,
      website_id: tracking.website_id,
    });
  return (
    <section className="cd-call" aria-label="Call the dealer">
      <h2 className="cd-call__title">Call the dealer</h2>
      {revealed ? (
        <a className="cd-call__number" href={call.tel} onClick={call.hidden ? undefined : record}>
          {call.full}
        </a>
      ) : (
        <button
          type="button"
          className="cd-call__reveal"
          onClick={() => {
            setRevealed(true);
            record();
          }}
          aria-label="Show the dealer's phone number"
        >
          <span className="cd-call__number">{call.shown}</span> <span className="cd-call__hint">Show number</span>
        </button>
      )}
    </section>
  );
}
