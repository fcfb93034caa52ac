import { staticFragment } from '../components/static-fragment.js';
import { TextSections } from '../components/TextSections.js';
import type { NewsPostPageProps } from './news-props.js';

/** /news/{slug}: one post (plain-text sections). */
export function NewsPostPage(props: NewsPostPageProps) {
  return (
    <article className="ct-container ct-info" {...staticFragment()}>
      <p>
        <a href="/news">All news</a>
      </p>
      <h1>{props.title}</h1>
      <p className="ct-news__date">
        <time dateTime={props.dateTime}>{props.date}</time>
      </p>
      <p className="ct-info__lead">{props.summary}</p>
      {props.imageUrl ? <img src={props.imageUrl} alt="" width={960} height={540} /> : null}
      <TextSections sections={props.sections} />
    </article>
  );
}
export default NewsPostPage;
