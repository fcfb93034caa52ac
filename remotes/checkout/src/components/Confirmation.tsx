import type { ReservationConfirmation } from '@forecourt/contracts';
import { useEffect, useRef } from 'react';

/**
 * The end of a paid reservation (issue 34): the car, the deposit paid in the dealer's currency, the
 * dealership, the reference and what happens next — what the email and the dealer's lead say too.
 * Its heading takes focus when it shows.
 */
export function Confirmation({ confirmation: c }: { confirmation: ReservationConfirmation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="co-confirmation">
      <h2 className="co-heading" ref={heading} tabIndex={-1}>
        Your reservation is confirmed
      </h2>
      <p role="status">
        Thank you. {c.car.title} is reserved for you. We emailed this confirmation to <strong>{c.email}</strong>.
      </p>
      <dl className="co-summary">
        <dt>Reference</dt>
        <dd>
          <strong>{c.reference}</strong>
        </dd>
        <dt>Vehicle</dt>
        <dd>
          <a href={c.car.href}>{c.car.title}</a>
          {c.car.stock ? ` (stock ${c.car.stock})` : null}
        </dd>
        <dt>Deposit paid</dt>
        <dd>
          {c.deposit.text} {c.deposit.currency}
        </dd>
        <dt>Dealership</dt>
        <dd>
          {c.dealership.name}
          {c.dealership.address ? <span className="co-summary__line">{c.dealership.address}</span> : null}
          {c.dealership.phone ? (
            <span className="co-summary__line">
              <a href={`tel:${c.dealership.phone.replace(/[^\d+]/g, '')}`}>{c.dealership.phone}</a>
            </span>
          ) : null}
        </dd>
      </dl>
      <h3 className="co-subheading">What happens next</h3>
      <ol className="co-next">
        {c.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
