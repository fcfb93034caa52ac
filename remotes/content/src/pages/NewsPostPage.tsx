import type { NewsPostPageProps } from './news-props.js';

/** /news/{slug}: one post (plain-text sections). */
export function NewsPostPage(props: NewsPostPageProps) {
  return (
    <article className="ct-container ct-info">
      <p>
        <a href="/news">All news</a>
      </p>
      <h1>{props.title}</h1>
      <p className="ct-news__date">
        <time dateTime={props.dateTime}>{props.date}</time>
      </p>
      <p className="ct-info__lead">{props.summary}</p>
      {props.imageUrl ? <img src={props.imageUrl} alt="" width={960} height={540} /> : null}
      {props.sections.map((section, i) => (
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
    </article>
  );
}
export default NewsPostPage;
