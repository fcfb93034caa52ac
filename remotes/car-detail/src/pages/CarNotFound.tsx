import type { CarPageProps } from './car-props.js';

type NotFound = Extract<CarPageProps, { kind: 'not_found' }>;

/** The 404 page of an unknown, hidden or long-sold car: similar stock and a way back to search. */
export default function CarNotFound(p: NotFound) {
  return (
    <section className="cd-container cd-notfound">
      <h1>Sorry, this {p.noun} is no longer available</h1>
      <p>It may have been sold or removed. Here is similar stock you might like.</p>
      {p.similar.length > 0 ? (
        <ul className="cd-similar">
          {p.similar.map((c) => (
            <li key={c.id} className="cd-similar__card">
              <a href={c.href}>
                {c.image ? (
                  <img
                    src={c.image.src}
                    srcSet={c.image.srcSet}
                    sizes="(min-width: 992px) 25vw, 50vw"
                    alt={c.image.alt}
                    loading="lazy"
                    width={1080}
                    height={720}
                  />
                ) : null}
                <strong>{c.title}</strong>
                <span>{c.price}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a className="cd-btn cd-btn--primary" href={p.searchHref}>
          Search all stock
        </a>
      </p>
    </section>
  );
}
