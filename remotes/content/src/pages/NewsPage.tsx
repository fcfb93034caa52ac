import { staticFragment } from '../components/static-fragment.js';
import type { NewsPageProps } from './news-props.js';

/** /news: the dealer's posts, newest first, a page at a time. */
export function NewsPage(props: NewsPageProps) {
  return (
    <div className="ct-container ct-news" {...staticFragment()}>
      <h1>News</h1>
      {props.posts.length === 0 ? <p>No news yet. Check back soon.</p> : null}
      <ul className="ct-news__list">
        {props.posts.map((p) => (
          <li key={p.href} className="ct-news__item">
            <h2>
              <a href={p.href}>{p.title}</a>
            </h2>
            <p className="ct-news__date">
              <time dateTime={p.dateTime}>{p.date}</time>
            </p>
            <p>{p.summary}</p>
          </li>
        ))}
      </ul>
      {props.pageLabel ? (
        <nav className="ct-news__pages" aria-label="News pages">
          {props.prevHref ? <a href={props.prevHref}>Newer posts</a> : null}
          <span>{props.pageLabel}</span>
          {props.nextHref ? <a href={props.nextHref}>Older posts</a> : null}
        </nav>
      ) : null}
    </div>
  );
}
export default NewsPage;
