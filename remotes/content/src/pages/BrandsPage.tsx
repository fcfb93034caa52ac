import { staticFragment } from '../components/static-fragment.js';
import type { BrandsPageProps } from './brands-props.js';

/** /explore-more-brands: the group's dealership websites by make; each opens in a new tab. */
export function BrandsPage(props: BrandsPageProps) {
  return (
    <div className="ct-container ct-brands" {...staticFragment()}>
      <h1>Explore More Brands</h1>
      <p>{`Every brand of ${props.groupName}, each on its own dealership website.`}</p>
      <ul className="ct-brand-list">
        {props.sites.map((s) => (
          <li key={s.href} className="ct-brand">
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.logo ? <img src={s.logo} alt="" width={64} height={64} loading="lazy" /> : null}
              <span className="ct-brand__name">{s.name}</span>
              {s.make ? <span className="ct-brand__make">{s.make}</span> : null}
              <span className="fc-sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
export default BrandsPage;
