import { HistoryTimeline } from '../components/HistoryTimeline.js';
import type { InfoPageProps } from './info-props.js';

/** An information page: title, lead, the site's sections (plain text) and, on About Us, the history timeline. */
export function InfoPage(props: InfoPageProps) {
  return (
    <article className="ct-container ct-info">
      <h1>{props.title}</h1>
      <p className="ct-info__lead">{props.summary}</p>
      {props.sections.map((section, i) => (
        // Sections are the site's text in its order; an index key is stable for the page's life.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <section key={i} className="ct-section">
          {section.heading ? <h2>{section.heading}</h2> : null}
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.bullets.length > 0 ? (
            <ul className="ct-info__list">
              {section.bullets.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {props.timeline.length > 0 ? <HistoryTimeline entries={props.timeline} /> : null}
      {props.updated ? <p className="ct-info__updated">{`Last updated ${props.updated}`}</p> : null}
    </article>
  );
}
export default InfoPage;
