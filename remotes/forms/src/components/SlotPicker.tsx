import { type AvailableBookings, BOOKING_MESSAGES } from '@forecourt/contracts';
import { useEffect, useState } from 'react';
import { fetchAvailableBookings } from '../engine/bookings-client.js';
import type { BookingField, FieldDef } from '../engine/types.js';

type Props = {
  field: FieldDef & { booking: BookingField };
  formId: string;
  /** The current value of the booking's location field. */
  location: unknown;
  value: string;
  onChange(value: string): void;
  error: string | null;
};

type Load = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; data: AvailableBookings };

/**
 * SPEC §7 booking slots as a two-step choice: a day (radio chips), then a time of that day (radio
 * chips). Native radio groups inside fieldsets with legends: Tab moves between the groups, arrow keys
 * between options, Space selects; the field's error is tied to the group. The slots come from
 * GET /api/dealerships/{id}/available_*_bookings.json for the chosen location's dealership.
 */
export function SlotPicker({ field, formId, location, value, onChange, error }: Props) {
  const id = `${formId}-${field.name}`;
  const dealershipId = field.booking.dealerships[String(location ?? '')];
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [day, setDay] = useState<string | null>(value ? value.slice(0, 10) : null);

  // A refused save (e.g. the slot was just booked by someone else) reloads the slots, keeping the
  // current ones on screen meanwhile.
  const refused = error !== null;
  useEffect(() => {
    if (dealershipId === undefined) {
      setLoad({ status: 'idle' });
      return;
    }
    let live = true;
    if (!refused) setLoad({ status: 'loading' });
    void fetchAvailableBookings(dealershipId, field.booking.kind).then((data) => {
      if (live) setLoad(data ? { status: 'ready', data } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [dealershipId, field.booking.kind, refused]);

  const days =
    load.status === 'ready'
      ? (load.data.locations.find((l) => String(l.location_id) === String(location))?.days ?? [])
      : [];
  const chosenDay = days.find((d) => d.date === day) ?? null;

  useEffect(() => {
    // A value that is no longer offered (another location, slots reloaded) is cleared.
    if (load.status !== 'ready' || !value) return;
    if (!days.some((d) => d.slots.some((s) => s.start === value))) onChange('');
  }, [load, days, value, onChange]);

  const required = field.required !== false;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  let body: React.ReactNode;
  if (dealershipId === undefined) body = <p className="fm-help">Choose a location first.</p>;
  else if (load.status === 'failed')
    body = (
      <p className="fm-help" role="status">
        Available times could not be loaded. Please try again later or call us.
      </p>
    );
  else if (load.status !== 'ready')
    body = (
      <p className="fm-help" role="status">
        Loading available times…
      </p>
    );
  else if (days.length === 0)
    body = (
      <p className="fm-help" role="status">
        {BOOKING_MESSAGES.noSlots}
      </p>
    );
  else
    body = (
      <>
        <fieldset className="fm-slots__group">
          <legend>Day</legend>
          <div className="fm-slots__chips">
            {days.map((d) => (
              <label key={d.date} className="fm-chip">
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d.date}
                  checked={day === d.date}
                  onChange={() => {
                    setDay(d.date);
                    if (!value.startsWith(d.date)) onChange('');
                  }}
                />
                <span>{d.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {chosenDay ? (
          <fieldset className="fm-slots__group">
            <legend>Time on {chosenDay.label}</legend>
            <div className="fm-slots__chips">
              {chosenDay.slots.map((s) => (
                <label key={s.start} className="fm-chip">
                  <input
                    type="radio"
                    name={field.name}
                    value={s.start}
                    checked={value === s.start}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onChange(s.start)}
                  />
                  <span>{s.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="fm-help">Pick a day to see its times.</p>
        )}
      </>
    );

  return (
    <fieldset
      className={`fm-field fm-slots${error ? ' fm-field--invalid' : ''}`}
      aria-describedby={describedBy}
      data-testid="slot-picker"
      data-state={load.status}
    >
      <legend>
        {field.label}
        {required ? (
          <span className="fm-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {field.help ? (
        <p className="fm-help" id={helpId}>
          {field.help}
        </p>
      ) : null}
      {body}
      {error ? (
        <p className="fm-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
