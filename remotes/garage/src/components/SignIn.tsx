import { GARAGE_CODE_DIGITS, GARAGE_EVENT_IDS, type GarageAuth } from '@forecourt/contracts';
import { useEffect, useId, useRef, useState } from 'react';
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

  const sendCode = async (event: React.FormEvent) => {
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

  const verify = async (event: React.FormEvent<HTMLFormElement>) => {
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
  const errorText = error ? (
    <p className="gr-error" id={errorId} role="alert">
      {error}
    </p>
  ) : null;
  return (
    <section className="gr-signin" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign in to your garage</h2>
      {sentTo === null ? (
        <form onSubmit={sendCode} noValidate>
          <p>Keep your saved vehicles on every device. We email you a {GARAGE_CODE_DIGITS}-digit code: no password.</p>
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          {errorText}
          <button type="submit" className="fc-btn" disabled={busy}>
            Email me a code
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p role="status">{note}</p>
          <p>{`Enter the code from the email ${siteName} sent to ${sentTo}.`}</p>
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {errorText}
          <div className="gr-signin__actions">
            <button type="submit" className="fc-btn" disabled={busy}>
              Sign in
            </button>
            <button
              type="button"
              className="fc-btn fc-btn--ghost"
              onClick={() => {
                setSentTo(null);
                setError(null);
              }}
            >
              Use another email
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
