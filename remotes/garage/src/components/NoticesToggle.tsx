import { useEffect, useState } from 'react';
import { garageApi } from './garage-api.js';

/**
 * Whether the shopper gets price-drop and back-in-stock emails for their watchlist (on from the first
 * sign-in; an email's unsubscribe link turns it off, this turns it back on).
 */
export function NoticesToggle() {
  const [on, setOn] = useState<boolean | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void garageApi.notices().then((res) => res.ok && setOn(res.data.notices));
  }, []);
  if (on === null) return null;
  const change = async (next: boolean) => {
    setOn(next);
    const res = await garageApi.notices(next);
    setError(res.ok ? '' : res.message);
    if (res.ok) setOn(res.data.notices);
    else setOn(!next);
  };
  return (
    <div className="gr-notices">
      <label>
        <input type="checkbox" checked={on} onChange={(e) => void change(e.currentTarget.checked)} />
        Email me when a car in my garage drops in price or is back in stock
      </label>
      {error ? (
        <p className="gr-note" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
