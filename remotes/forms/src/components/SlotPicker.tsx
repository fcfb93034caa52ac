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
  const [day, setDay] = useState<string | null>(value ? value.slice(0, 10) : null);

  // A refused save (e.g. the slot was just booked by someone else) reloads the slots.
  const load = useAvailableSlots(dealershipId, field.booking.kind, error !== null);

  const days =
    load.status === 'ready'
      ? (load.data.locations.find((l) => String(l.location_id) === String(location))?.days ?? [])
      : [];
  useEffect(() => {
    // A value that is no longer offered (another location, slots reloaded) is cleared.
    if (load.status !== 'ready' || !value) return;
    if (!days.some((d) => d.slots.some((s) => s.start === value))) onChange('');
  }, [load, days, value, onChange]);

  const required = field.required !== false;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const status = slotStatus(dealershipId !== undefined, load.status, days.length);
  const body = status ?? (
    <SlotChoice
      id={id}
      name={field.name}
      days={days}
      day={day}
      onDay={setDay}
      value={value}
      onChange={onChange}
      invalid={error !== null}
    />
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

/**
 * The slots of a dealership from GET /api/dealerships/{id}/available_*_bookings.json. `refused` (a save
 * refused, e.g. the slot was just booked by someone else) reloads them, keeping the current ones on
 * screen meanwhile.
 */
function useAvailableSlots(dealershipId: number | undefined, kind: BookingField['kind'], refused: boolean): Load {
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  useEffect(() => {
    if (dealershipId === undefined) {
      setLoad({ status: 'idle' });
      return;
    }
    let live = true;
    if (!refused) setLoad({ status: 'loading' });
    void fetchAvailableBookings(dealershipId, kind).then((data) => {
      if (live) setLoad(data ? { status: 'ready', data } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [dealershipId, kind, refused]);
  return load;
}

/** What shows instead of the chips: no location yet, loading, failed or no slot; null when there are slots. */
function slotStatus(located: boolean, status: Load['status'], dayCount: number) {
  if (!located) return <p className="fm-help">Choose a location first.</p>;
  const message =
    status === 'failed'
      ? 'Available times could not be loaded. Please try again later or call us.'
      : status !== 'ready'
        ? 'Loading available times…'
        : dayCount === 0
          ? BOOKING_MESSAGES.noSlots
          : null;
  return message === null ? null : (
    <p className="fm-help" role="status">
      {message}
    </p>
  );
}

type Day = AvailableBookings['locations'][number]['days'][number];
type ChoiceProps = {
  id: string;
  name: string;
  days: Day[];
  day: string | null;
  onDay(day: string): void;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
};

/** The day chips, then the chosen day's time chips (choosing another day clears the time). */
function SlotChoice({ id, name, days, day, onDay, value, onChange, invalid }: ChoiceProps) {
  const chosenDay = days.find((d) => d.date === day) ?? null;
  return (
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
                  onDay(d.date);
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
                  name={name}
                  value={s.start}
                  checked={value === s.start}
                  aria-invalid={invalid || undefined}
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
}
