import { GARAGE_CODE_DIGITS, GARAGE_EVENT_IDS, type GarageAuth } from '@forecourt/contracts';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { garageApi, trackGarage } from './garage-api.js';

/**
 * Sign in to the garage with an emailed code: the email, then the code (SPEC §9 events 35–38:
 * shown, code requested, code submitted, registered). Errors sit under the field they concern;
 * each step's first field takes focus.
 */
export function SignIn({ siteName, onSignedIn }: { siteName: string; onSignedIn: (auth: GarageAuth) => void }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => trackGarage(GARAGE_EVENT_IDS.LOGIN_POPUP), []);
  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    trackGarage(GARAGE_EVENT_IDS.CODE_REQUEST);
    const res = await garageApi.requestCode(email);
    setBusy(false);
    if (!res.ok) return setError(res.message);
    setNote(res.data.message);
    setSentTo(email.trim().toLowerCase());
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    trackGarage(GARAGE_EVENT_IDS.CODE_SUBMIT);
    const res = await garageApi.verify(sentTo ?? '', code);
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      codeRef.current?.focus();
      return;
    }
    if (res.data.registered) trackGarage(GARAGE_EVENT_IDS.REGISTRATION_COMPLETE);
    onSignedIn(res.data);
  };

  const errorId = `${id}-error`;
  const step: StepProps = {
    id,
    busy,
    errorText: error ? (
      <p className="gr-error" id={errorId} role="alert">
        {error}
      </p>
    ) : null,
    invalid: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
  };
  return (
    <section className="gr-signin" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign in to your garage</h2>
      {sentTo === null ? (
        <EmailStep {...step} email={email} onEmail={setEmail} onSubmit={sendCode} />
      ) : (
        <CodeStep
          {...step}
          codeRef={codeRef}
          note={note}
          prompt={`Enter the code from the email ${siteName} sent to ${sentTo}.`}
          onSubmit={verify}
          onAnotherEmail={() => {
            setSentTo(null);
            setError(null);
          }}
        />
      )}
    </section>
  );
}

/** What both steps show: ids, the busy state, the error under the field and its aria attributes. */
type StepProps = {
  id: string;
  busy: boolean;
  errorText: ReactNode;
  invalid: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
};

type EmailProps = StepProps & { email: string; onEmail(email: string): void; onSubmit(e: FormEvent): void };

/** Step 1: the email a code is sent to. */
function EmailStep({ id, busy, errorText, invalid, email, onEmail, onSubmit }: EmailProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>Keep your saved vehicles on every device. We email you a {GARAGE_CODE_DIGITS}-digit code: no password.</p>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        {...invalid}
        onChange={(e) => onEmail(e.currentTarget.value)}
      />
      {errorText}
      <button type="submit" className="fc-btn" disabled={busy}>
        Email me a code
      </button>
    </form>
  );
}

type CodeProps = StepProps & {
  codeRef: RefObject<HTMLInputElement | null>;
  note: string | null;
  prompt: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  onAnotherEmail(): void;
};

/** Step 2: the emailed code, or back to another email. */
function CodeStep({ id, busy, errorText, invalid, codeRef, note, prompt, onSubmit, onAnotherEmail }: CodeProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <p role="status">{note}</p>
      <p>{prompt}</p>
      <label htmlFor={`${id}-code`}>Sign-in code</label>
      <input
        ref={codeRef}
        id={`${id}-code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={GARAGE_CODE_DIGITS}
        required
        {...invalid}
      />
      {errorText}
      <div className="gr-signin__actions">
        <button type="submit" className="fc-btn" disabled={busy}>
          Sign in
        </button>
        <button type="button" className="fc-btn fc-btn--ghost" onClick={onAnotherEmail}>
          Use another email
        </button>
      </div>
    </form>
  );
}
