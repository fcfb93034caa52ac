import { defineRemoteComponent } from '@forecourt/contracts';
import { SearchPage } from './pages/SearchPage.js';
import { type SearchPageProps, searchProps } from './pages/search-props.js';
import { renderComponent } from './render.js';

/** The components this remote renders for the edge, by the names the page plan uses. */
export const components = {
  SearchPage: defineRemoteComponent<SearchPageProps>({
    toProps: searchProps,
    render: (props) => renderComponent(SearchPage, props),
  }),
};
