import { type SearchState, searchStockName, vehicleNoun } from '@forecourt/contracts';
import type { SearchPageProps } from '../pages/search-props.js';

/**
 * The page's h1 and landing text (SPEC §7 search page templates, or the dealer's default): the server's
 * while its own search is shown; a later search in the page is named from its filters, without the text.
 */
export function SearchHeading({ props, state }: { props: SearchPageProps; state: SearchState }) {
  const own = state === props.client.state;
  const noun = vehicleNoun(props.site.vehicleBasePath).plural;
  return (
    <>
      <h1>{own ? props.heading : searchStockName(state, noun, props.site.offer)}</h1>
      {own && props.intro ? <p className="sr-intro">{props.intro}</p> : null}
    </>
  );
}
