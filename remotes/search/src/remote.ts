import { defineRemote, fragment } from '@forecourt/remote-kit';
import { withGridMarkup } from './pages/grid-markup.js';
import { SearchPage } from './pages/SearchPage.js';
import { type SearchPageProps, searchHydrationProps, searchProps } from './pages/search-props.js';

/** The search remote: every search and listing page. */
export default defineRemote({
  name: 'search',
  // Under DESIGN's 100 KB page bar with headroom (85.7 KB measured, issue 16).
  jsBudgetKb: 95,
  // For other sites' Module Federation hosts (docs/EMBEDDING.md): the search page's car card for an /api/search hit.
  embeds: ['CarCard'],
  components: {
    SearchPage: fragment<SearchPageProps>({
      component: SearchPage,
      // The first page's cards as markup, each rendered once per isolate (grid-markup.ts).
      toProps: (req) => withGridMarkup(searchProps(req)),
      hydrationProps: searchHydrationProps,
    }),
  },
});
