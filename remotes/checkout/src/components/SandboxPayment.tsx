import { type ReservationConfirmation, type SandboxCardFields, sandboxCardErrors } from '@forecourt/contracts';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutPageProps } from '../pages/checkout-props.js';
import { type ApiAnswer, callApi, type Hold, messageOf } from './api.js';

type Props = {
  page: CheckoutPageProps;
  hold: Hold | null;
  payLabel: string;
  startHold: () => Promise<Hold | null>;
  onHoldEnded: () => void;
  onAlert: (message: string | null) => void;
  onConfirmed: (confirmation: ReservationConfirmation, holdId: string) => void;
};

const FIELDS: { name: keyof SandboxCardFields; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'card_number', label: 'Card number', autoComplete: 'cc-number' },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp' },
  { name: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc', hint: '3 or 4 digits' },
];

/**
 * The sandbox provider's card form — card number, expiry and CVC, checked here and by the API with
 * contracts sandboxCardErrors — and its 3-D Secure step. No real card is ever asked for.
 */
export default function SandboxPayment({ page, hold, payLabel, startHold, onHoldEnded, onAlert, onConfirmed }: Props) {
  const [card, setCard] = useState<SandboxCardFields>({ card_number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof SandboxCardFields, string>>>({});
  const [challenge, setChallenge] = useState<Hold | null>(null);
  const [busy, setBusy] = useState(false);
  const challengeHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (challenge) challengeHeading.current?.focus();
  }, [challenge]);

  const showErrors = (found: Partial<Record<keyof SandboxCardFields, string>>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) document.getElementById(`co-${first.name}`)?.focus();
  };

  const finish = (answer: ApiAnswer, h: Hold) => {
    const confirmation = answer.json.confirmation as ReservationConfirmation | undefined;
    if (answer.status === 200 && confirmation) return onConfirmed(confirmation, h.hold_id);
    if (answer.status === 202) return setChallenge(h);
    // Declined, insufficient funds, failed authentication, expired: that hold is over; the next try takes a new one.
    if (answer.status === 402 || answer.status === 409) onHoldEnded();
    setChallenge(null);
    onAlert(messageOf(answer));
  };

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = sandboxCardErrors(card, new Date());
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    onAlert(null);
    setBusy(true);
    const h = hold ?? (await startHold());
    if (h) {
      const answer = await callApi('POST', `/api/checkout/holds/${h.hold_id}/sandbox-payment`, card, h.token);
      const fields = answer.json.fields as typeof errors | undefined;
      if (answer.status === 400 && fields && Object.keys(fields).length > 0) showErrors(fields);
      else finish(answer, h);
    }
    setBusy(false);
  };

  const authenticate = async (approve: boolean) => {
    if (!challenge) return;
    setBusy(true);
    const path = `/api/checkout/holds/${challenge.hold_id}/sandbox-authentication`;
    finish(await callApi('POST', path, { approve }, challenge.token), challenge);
    setBusy(false);
  };

  if (challenge)
    return (
      <div className="co-challenge">
        <h3 ref={challengeHeading} tabIndex={-1}>
          Confirm this payment with your bank
        </h3>
        <p>Sandbox 3-D Secure: no real bank is asked. Choose what your bank would answer.</p>
        <div className="co-actions">
          <button type="button" className="co-btn co-btn--primary" disabled={busy} onClick={() => authenticate(true)}>
            Approve payment
          </button>
          <button type="button" className="co-btn" disabled={busy} onClick={() => authenticate(false)}>
            Fail authentication
          </button>
        </div>
      </div>
    );

  const field = (f: (typeof FIELDS)[number]) => {
    const error = errors[f.name];
    const described = [
      error ? `co-${f.name}-error` : null,
      f.name === 'card_number' ? 'co-cards' : null,
      f.hint ? `co-${f.name}-hint` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="co-field" key={f.name}>
        <label htmlFor={`co-${f.name}`}>{f.label}</label>
        {f.hint ? (
          <span className="co-hint" id={`co-${f.name}-hint`}>
            {f.hint}
          </span>
        ) : null}
        <input
          id={`co-${f.name}`}
          name={f.name}
          inputMode="numeric"
          autoComplete={f.autoComplete}
          value={card[f.name]}
          onChange={(e) => setCard({ ...card, [f.name]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {error ? (
          <p className="co-error" id={`co-${f.name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={pay}>
      <p className="co-sandbox">
        <strong>Sandbox payments:</strong> this site takes test cards only and no money moves.
      </p>
      {field(FIELDS[0] as (typeof FIELDS)[number])}
      <div className="co-field-row">{FIELDS.slice(1).map(field)}</div>
      <table className="co-cards" id="co-cards">
        <caption>Test cards (any future expiry date and any CVC)</caption>
        <tbody>
          {page.testCards.map((c) => (
            <tr key={c.number}>
              <td>{c.number}</td>
              <td>{c.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="co-btn co-btn--primary" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}
