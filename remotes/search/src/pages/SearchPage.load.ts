/**
 * The search page's load-time work, without React (the shell runs it at boot: shell/src/client/
 * manifest.ts LOAD_MODULE_ATTR). The page's React hydrates on the shopper's first intent (issue 36), so
 * what must happen for every visit happens here: the page's search is recorded (history and the SPEC §9
 * vehicle-search event), the "Recent searches" line drawn, and the grid's later cards revealed as the
 * shopper nears them (later-cards.ts).
 */
import { buildSearchUrl } from '@forecourt/contracts';
import { revealLaterCards } from './later-cards.js';
import { drawRecentSearches, HISTORY_SLOT_CLASS, recordSearch } from './search-history.js';
import type { SearchPageProps } from './search-props.js';

export function load(el: HTMLElement, props: SearchPageProps): void {
  const history = recordSearch(props.client.state, `${location.pathname}${location.search}`);
  const slot = el.querySelector(`.${HISTORY_SLOT_CLASS}`);
  // The shown search's own URL, as the page names it (search-client.ts urlFromState).
  const shown = buildSearchUrl(props.client.state, { vocabulary: props.client.vocabulary });
  if (slot) drawRecentSearches(slot, history, shown);
  revealLaterCards(el);
}
