import { VIEW_HOLIDAY_HOURS_LABEL } from '@forecourt/contracts';
import { useId, useRef } from 'react';
import type { LocationCardProps } from '../pages/location-card-props.js';

/** SPEC §2: 'View Holiday Hours' opens a modal dialog titled 'Holiday Opening Hours: {location}'. */
export function HolidayHoursDialog({ holiday }: { holiday: LocationCardProps['holiday'] }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className="ct-link-button" onClick={() => ref.current?.showModal()}>
        {VIEW_HOLIDAY_HOURS_LABEL}
      </button>
      <dialog ref={ref} className="ct-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{holiday.title}</h2>
        <table className="ct-holiday">
          <tbody>
            {holiday.days.map((d) => (
              <tr key={d.date}>
                <th scope="row">
                  {d.label}
                  <br />
                  <small>
                    <time dateTime={d.date}>{d.dateText}</time>
                  </small>
                </th>
                <td className={d.open ? undefined : 'ct-closed'}>{d.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog">
          <button type="submit" className="fc-btn">
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
