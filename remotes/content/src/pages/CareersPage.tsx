import { staticFragment } from '../components/static-fragment.js';
import type { CareersPageProps } from './careers-props.js';

/** /current-positions: the dealer's open roles, each applied for through the careers form. */
export function CareersPage({ siteName, roles }: CareersPageProps) {
  return (
    <div className="ct-container ct-info ct-careers" {...staticFragment()}>
      <h1>Current Positions</h1>
      <p className="ct-info__lead">
        {`Build your career with ${siteName}. `}
        {roles.length === 0
          ? 'There are no open roles right now, but we are always glad to hear from good people.'
          : `${roles.length} ${roles.length === 1 ? 'role is' : 'roles are'} open now.`}
      </p>
      <ul className="ct-news__list">
        {roles.map((r) => (
          <li key={r.applyHref} className="ct-news__item ct-careers__role">
            <h2>{r.title}</h2>
            <p className="ct-news__date">{r.meta}</p>
            <p>{r.summary}</p>
            {r.duties.length > 0 ? (
              <ul className="ct-info__list">
                {r.duties.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
            <p className="ct-news__date">
              {'Posted '}
              <time dateTime={r.postedIso}>{r.posted}</time>
              {r.closes && r.closesIso ? (
                <>
                  {' \u00b7 Applications close '}
                  <time dateTime={r.closesIso}>{r.closes}</time>
                </>
              ) : null}
            </p>
            <a className="fc-btn" href={r.applyHref}>
              {`Apply for ${r.title}`}
            </a>
          </li>
        ))}
      </ul>
      <p className="ct-careers__general">
        <a href="/careers">Send us a general application</a>
      </p>
    </div>
  );
}
export default CareersPage;
