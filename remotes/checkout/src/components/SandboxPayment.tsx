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

type CardErrors = Partial<Record<keyof SandboxCardFields, string>>;
/** The first field in error takes focus (its message is tied to it). */
const focusFirst = (found: CardErrors) => {
  const first = FIELDS.find((f) => found[f.name]);
  if (first) document.getElementById(`co-${first.name}`)?.focus();
};
type CardFieldDef = { name: keyof SandboxCardFields; label: string; autoComplete: string; hint?: string };
const FIELDS: CardFieldDef[] = [
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
  const [errors, setErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<Hold | null>(null);
  const [busy, setBusy] = useState(false);

  const showErrors = (found: CardErrors) => {
    setErrors(found);
    focusFirst(found);
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

  if (challenge) return <Challenge busy={busy} onAnswer={authenticate} />;
  const field = (f: CardFieldDef) => (
    <CardField
      key={f.name}
      def={f}
      value={card[f.name]}
      error={errors[f.name]}
      onChange={(value) => setCard({ ...card, [f.name]: value })}
    />
  );

  return (
    <form noValidate onSubmit={pay}>
      <p className="co-sandbox">
        <strong>Sandbox payments:</strong> this site takes test cards only and no money moves.
      </p>
      {FIELDS.slice(0, 1).map(field)}
      <div className="co-field-row">{FIELDS.slice(1).map(field)}</div>
      <TestCards cards={page.testCards} />
      <button type="submit" className="co-btn co-btn--primary" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}

/** One field of the card form, its hint and its error tied to it (the card number also to the test cards). */
function CardField({
  def: f,
  value,
  error,
  onChange,
}: {
  def: CardFieldDef;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const described = [
    error ? `co-${f.name}-error` : null,
    f.name === 'card_number' ? 'co-cards' : null,
    f.hint ? `co-${f.name}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="co-field">
      <label htmlFor={`co-${f.name}`}>{f.label}</label>
      <input
        id={`co-${f.name}`}
        name={f.name}
        inputMode="numeric"
        autoComplete={f.autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {f.hint ? (
        <span className="co-hint" id={`co-${f.name}-hint`}>
          {f.hint}
        </span>
      ) : null}
      {error ? (
        <p className="co-error" id={`co-${f.name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The sandbox 3-D Secure step: its heading takes focus; the shopper answers as their bank would. */
function Challenge({ busy, onAnswer }: { busy: boolean; onAnswer: (approve: boolean) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="co-challenge">
      <h3 ref={heading} tabIndex={-1}>
        Confirm this payment with your bank
      </h3>
      <p>Sandbox 3-D Secure: no real bank is asked. Choose what your bank would answer.</p>
      <div className="co-actions">
        <button type="button" className="co-btn co-btn--primary" disabled={busy} onClick={() => onAnswer(true)}>
          Approve payment
        </button>
        <button type="button" className="co-btn" disabled={busy} onClick={() => onAnswer(false)}>
          Fail authentication
        </button>
      </div>
    </div>
  );
}

/** The sandbox's test cards (the card number field is described by this table). */
function TestCards({ cards }: { cards: CheckoutPageProps['testCards'] }) {
  return (
    <table className="co-cards" id="co-cards">
      <caption>Test cards (any future expiry date and any CVC)</caption>
      <tbody>
        {cards.map((c) => (
          <tr key={c.number}>
            <td>{c.number}</td>
            <td>{c.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
