import { HistoryTimeline } from '../components/HistoryTimeline.js';
import { staticFragment } from '../components/static-fragment.js';
import { TextSections } from '../components/TextSections.js';
import type { InfoPageProps } from './info-props.js';

/** An information page: title, lead, the site's sections (plain text) and, on About Us, the history timeline. */
export function InfoPage(props: InfoPageProps) {
  return (
    <article className="ct-container ct-info" {...staticFragment(props.timeline.length === 0)}>
      <h1>{props.title}</h1>
      <p className="ct-info__lead">{props.summary}</p>
      <TextSections sections={props.sections} />
      {props.timeline.length > 0 ? <HistoryTimeline entries={props.timeline} /> : null}
      {props.updated ? <p className="ct-info__updated">{`Last updated ${props.updated}`}</p> : null}
    </article>
  );
}
export default InfoPage;
