import { groupThousands } from '@forecourt/contracts';
import type { StockProps } from '../pages/home-props.js';

/** Stock counts by type and the most stocked makes, each linking to a search. */
export function StockSummary({ stock, vehicleNoun }: { stock: StockProps; vehicleNoun: string }) {
  return (
    <section className="ct-section" aria-labelledby="ct-stock">
      <h2 id="ct-stock">{`${groupThousands(stock.count)} ${vehicleNoun} in stock`}</h2>
      {stock.carTypes.length > 0 ? (
        <ul className="ct-chips">
          {stock.carTypes.map((t) => (
            <li key={t.label}>
              <a className="ct-chip" href={t.href}>
                {t.label} <span className="ct-chip__count">{groupThousands(t.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {stock.makes.length > 0 ? (
        <>
          <h3>Popular makes</h3>
          <ul className="ct-makes">
            {stock.makes.map((m) => (
              <li key={m.name}>
                <a href={m.href}>
                  {m.name} <span className="ct-chip__count">{m.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
