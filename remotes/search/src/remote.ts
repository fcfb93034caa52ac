import { defineRemote, fragment } from '@forecourt/remote-kit';
import { SearchPage } from './pages/SearchPage.js';
import { type SearchPageProps, searchHydrationProps, searchProps } from './pages/search-props.js';

/** The search remote: every search and listing page. */
export default defineRemote({
  name: 'search',
  // Over DESIGN's 100 KB page bar today (109.8 KB measured): the budget stops it growing further.
  jsBudgetKb: 110,
  components: {
    SearchPage: fragment<SearchPageProps>({
      component: SearchPage,
      toProps: searchProps,
      hydrationProps: searchHydrationProps,
    }),
  },
});
